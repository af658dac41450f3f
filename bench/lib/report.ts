import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './load';
import { lighthouseMarkdown, type LighthouseFigures } from './lighthouse';
import { FLOOR_PAGE_PATH, type PageFigures, type ServiceWorkerFigures } from './pages';

type Report = {
  date: string;
  machine: Machine;
  database: string;
  scale: { users: number; days: number; orgMembers: number; weightLogs: number };
  load: { connections: number; durationSeconds: number };
  serverMemory: { peakMiB: number };
  results: LoadResult[];
  baseline: LoadResult[];
  /** Whether app and floor took turns on each call (PostgreSQL), or the floor ran after the app (PGlite). */
  floorInTurns?: boolean;
  pages?: {
    device: string;
    cpuSlowdown: number;
    network: string;
    runs: number;
    figures: PageFigures[];
    serviceWorker?: ServiceWorkerFigures | null;
    lighthouse?: LighthouseFigures[];
  };
};

/** Each call's throughput must reach this share of its floor's. */
export const FLOOR_TARGET = 0.9;

/** Each page against the empty page of the same build: first-load JS and TBT over it; the dashboard's LCP. */
export const OVER_FLOOR_TARGET = { jsGzipBytes: 40_000, tbtMs: 50, dashboardLcpMs: 1_000 };
/** The dashboard's HTML: at least this share of the empty page's throughput, p99 under 500 ms. */
export const HTML_TARGET = { shareOfEmptyPage: 0.5, p99Ms: 500 };
const DASHBOARD_PATH = '/my-weight-tracker';

/** The page budgets: first-load JS ≤ 150 kB gzip, LCP < 2.5 s, CLS < 0.1. */
export const PAGE_BUDGET = { jsGzipBytes: 150_000, lcpMs: 2_500, cls: 0.1 };

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const mark = (ok: boolean) => (ok ? '' : ' ✗');

function pagesTable(pages: NonNullable<Report['pages']>): string[] {
  const floor = pages.figures.find((p) => p.path === FLOOR_PAGE_PATH);
  const lines = [
    '',
    `Pages in Chromium: ${pages.device}, ${pages.cpuSlowdown}× CPU slowdown, network ${pages.network}; median of ${pages.runs} fresh visits. ` +
      'JS is every same-origin script of a first visit, gzip level 9; ✗ marks a miss of the budget (150 kB gzip, LCP < 2.5 s, CLS < 0.1). ' +
      `Δ is over the empty page of the same build (${FLOOR_PAGE_PATH}), ✗ past its target (JS +${kB(OVER_FLOOR_TARGET.jsGzipBytes)} kB gzip, TBT +${OVER_FLOOR_TARGET.tbtMs} ms; the dashboard's LCP ≤ ${OVER_FLOOR_TARGET.dashboardLcpMs} ms).`,
    '',
    '| page | scripts | JS raw kB | JS gzip kB | JS gzip Δ kB | FCP ms | LCP ms | CLS | TBT ms | TBT Δ ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const p of pages.figures) {
    const name = `${p.path === FLOOR_PAGE_PATH ? `${p.path} (empty page)` : p.path}${p.signedIn ? ' (signed in)' : ''}${p.finalPath !== p.path ? ` → ${p.finalPath}` : ''}`;
    const lcpOk = p.lcpMs !== null && p.lcpMs < PAGE_BUDGET.lcpMs && (p.path !== DASHBOARD_PATH || p.lcpMs <= OVER_FLOOR_TARGET.dashboardLcpMs);
    const lcp = p.lcpMs === null ? 'n/a' : `${Math.round(p.lcpMs)}${mark(lcpOk)}`;
    const jsOver = floor && p !== floor ? p.jsGzipBytes - floor.jsGzipBytes : undefined;
    const tbtOver = floor && p !== floor ? p.tbtMs - floor.tbtMs : undefined;
    lines.push(
      `| ${name} | ${p.scripts} | ${kB(p.jsRawBytes)} | ${kB(p.jsGzipBytes)}${mark(p.jsGzipBytes <= PAGE_BUDGET.jsGzipBytes)} | ` +
        `${jsOver === undefined ? '' : `${kB(jsOver)}${mark(jsOver <= OVER_FLOOR_TARGET.jsGzipBytes)}`} | ${p.fcpMs === null ? 'n/a' : Math.round(p.fcpMs)} | ` +
        `${lcp} | ${p.cls.toFixed(3)}${mark(p.cls < PAGE_BUDGET.cls)} | ${Math.round(p.tbtMs)} | ` +
        `${tbtOver === undefined ? '' : `${Math.round(tbtOver)}${mark(tbtOver <= OVER_FLOOR_TARGET.tbtMs)}`} |`,
    );
  }
  if (pages.serviceWorker) {
    lines.push(
      '',
      `Service worker (/sw.js, not first-load JS, fetched once per build): ${kB(pages.serviceWorker.rawBytes)} kB raw, ${kB(pages.serviceWorker.gzipBytes)} kB gzip.`,
    );
  }
  return lines;
}

type Machine = { cpus: number; cpuModel: string; memoryGiB: number; node: string };

/** The machine a run happened on, as every report records it. */
export function machineInfo(): Machine {
  return { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version };
}

/** A report's file name without extension: <date>[-kind]. */
export function reportStamp(date: string, kind: string): string {
  return `${date.slice(0, 16).replace(/[:T]/g, '-')}${kind ? `-${kind}` : ''}`;
}

/** Writes bench/results/<date>[-kind].json and .md, and prints the Markdown. */
export function writeReport(root: string, kind: string, report: { date: string }, markdown: string): void {
  const outDir = path.join(root, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const stamp = reportStamp(report.date, kind);
  writeFileSync(path.join(outDir, `${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(outDir, `${stamp}.md`), markdown);
  console.log(`\n${markdown}\nwritten to bench/results/${stamp}.{json,md}`);
}

/** When and where a run happened, and on what data: the first line of every table. */
export function machineLine(report: { date: string; machine: Machine; database: string; scale?: Report['scale'] }): string {
  const data = report.scale
    ? `, ${report.scale.users.toLocaleString('en-US')} users × ${report.scale.days} days (${report.scale.weightLogs.toLocaleString('en-US')} logs)`
    : '';
  return `Run ${report.date.slice(0, 16).replace('T', ' ')} UTC on ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}; ${report.database}${data}`;
}

/** The dashboard's HTML beside the empty page's, measured in turns on the same server. */
function htmlLine(results: LoadResult[]): string[] {
  const empty = results.find((r) => r.name.startsWith(`GET ${FLOOR_PAGE_PATH} `));
  const dashboard = results.find((r) => r.name.startsWith(`GET ${DASHBOARD_PATH} `));
  if (!empty || !dashboard || empty.rps === 0) return [];
  const share = dashboard.rps / empty.rps;
  return [
    '',
    `The dashboard's HTML (signed in) and the empty page's, in turns: ${dashboard.rps} against ${empty.rps} req/s = ` +
      `${share.toFixed(2)}× (target ≥ ${HTML_TARGET.shareOfEmptyPage}${mark(share >= HTML_TARGET.shareOfEmptyPage)}), ` +
      `p99 ${dashboard.p99} ms (target < ${HTML_TARGET.p99Ms} ms${mark(dashboard.p99 < HTML_TARGET.p99Ms)}).`,
  ];
}

/** The tables the README shows: the API under load, then the pages. */
export function toMarkdown(report: Report): string {
  const floorRun = report.floorInTurns
    ? `app and floor in turns (A B A B, ${report.load.durationSeconds / 2} s a turn, after one unmeasured request to each)`
    : 'the floor after the app, each for the full time';
  const lines = [
    `${machineLine(report)}; ` +
      `${report.load.connections} connections × ${report.load.durationSeconds} s each; server peak memory ${report.serverMemory.peakMiB} MiB.`,
    '',
    `× floor: req/s over a bare node:http server running the same SQL (bench/lib/baseline.ts), ${floorRun}; ✗ marks a call under ${FLOOR_TARGET}×.`,
    '',
    '| endpoint | req/s | p50 ms | p99 ms | errors | non-2xx | floor req/s | floor p99 ms | × floor |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of report.results) {
    const floor = report.baseline.find((b) => b.name === r.name);
    const ratio = floor && floor.rps > 0 ? r.rps / floor.rps : undefined;
    const floorCells = floor ? `${floor.rps} | ${floor.p99} | ${ratio === undefined ? '' : `${ratio.toFixed(2)}${mark(ratio >= FLOOR_TARGET)}`}` : ' | | ';
    lines.push(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${floorCells} |`);
  }
  lines.push(...htmlLine(report.results));
  if (report.pages) lines.push(...pagesTable(report.pages));
  if (report.pages?.lighthouse) lines.push(...lighthouseMarkdown(report.pages.lighthouse));
  return `${lines.join('\n')}\n`;
}
