import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './load';
import type { PageFigures, ServiceWorkerFigures } from './pages';

type Report = {
  date: string;
  machine: Machine;
  database: string;
  scale: { users: number; days: number; orgMembers: number; weightLogs: number };
  load: { connections: number; durationSeconds: number };
  serverMemory: { peakMiB: number };
  results: LoadResult[];
  baseline: LoadResult[];
  pages?: { device: string; cpuSlowdown: number; network: string; runs: number; figures: PageFigures[]; serviceWorker?: ServiceWorkerFigures | null };
};

/** The page budgets: first-load JS ≤ 150 kB gzip, LCP < 2.5 s, CLS < 0.1. */
export const PAGE_BUDGET = { jsGzipBytes: 150_000, lcpMs: 2_500, cls: 0.1 };

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const mark = (ok: boolean) => (ok ? '' : ' ✗');

function pagesTable(pages: NonNullable<Report['pages']>): string[] {
  const lines = [
    '',
    `Pages in Chromium: ${pages.device}, ${pages.cpuSlowdown}× CPU slowdown, network ${pages.network}; median of ${pages.runs} fresh visits. ` +
      'JS is every same-origin script of a first visit, gzip level 9; ✗ marks a miss of the budget (150 kB gzip, LCP < 2.5 s, CLS < 0.1).',
    '',
    '| page | scripts | JS raw kB | JS gzip kB | FCP ms | LCP ms | CLS | TBT ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const p of pages.figures) {
    const name = `${p.path}${p.signedIn ? ' (signed in)' : ''}${p.finalPath !== p.path ? ` → ${p.finalPath}` : ''}`;
    const lcp = p.lcpMs === null ? 'n/a' : `${Math.round(p.lcpMs)}${mark(p.lcpMs < PAGE_BUDGET.lcpMs)}`;
    lines.push(
      `| ${name} | ${p.scripts} | ${kB(p.jsRawBytes)} | ${kB(p.jsGzipBytes)}${mark(p.jsGzipBytes <= PAGE_BUDGET.jsGzipBytes)} | ${p.fcpMs === null ? 'n/a' : Math.round(p.fcpMs)} | ` +
        `${lcp} | ${p.cls.toFixed(3)}${mark(p.cls < PAGE_BUDGET.cls)} | ${Math.round(p.tbtMs)} |`,
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

/** Writes bench/results/<date>[-kind].json and .md, and prints the Markdown. */
export function writeReport(root: string, kind: string, report: { date: string }, markdown: string): void {
  const outDir = path.join(root, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const stamp = `${report.date.slice(0, 16).replace(/[:T]/g, '-')}${kind ? `-${kind}` : ''}`;
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

/** The tables the README shows: the API under load, then the pages. */
export function toMarkdown(report: Report): string {
  const lines = [
    `${machineLine(report)}; ` +
      `${report.load.connections} connections × ${report.load.durationSeconds} s each; server peak memory ${report.serverMemory.peakMiB} MiB.`,
    '',
    '| endpoint | req/s | p50 ms | p99 ms | errors | non-2xx | vs baseline |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of report.results) {
    const base = report.baseline.find((b) => b.name === r.name);
    const ratio = base && base.rps > 0 ? (r.rps / base.rps).toFixed(2) : '';
    lines.push(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${ratio} |`);
  }
  for (const b of report.baseline) lines.push(`| baseline node:http ${b.name} | ${b.rps} | ${b.p50} | ${b.p99} | ${b.errors} | ${b.non2xx} | |`);
  if (report.pages) lines.push(...pagesTable(report.pages));
  return `${lines.join('\n')}\n`;
}
