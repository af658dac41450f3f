import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../../tests/support/chromium';

/** The pages the issue runs Lighthouse on: mobile defaults (Moto G Power, simulated slow 4G, 4× CPU). */
export const LIGHTHOUSE_PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/es-ES/', signedIn: false },
  { path: '/my-weight-tracker', signedIn: true },
] as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type LighthouseFigures = {
  path: string;
  signedIn: boolean;
  finalUrl: string;
  /** 0–100 per category. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Every audit of those categories that did not score full marks: id, score, title. */
  findings: Array<{ id: string; score: number; title: string }>;
  /** The full report, gzipped JSON, under bench/results. */
  report: string;
};

/**
 * Lighthouse 12 with its mobile defaults on each page, in Debian's Chromium (chrome-launcher with
 * the machine's binary: nothing is downloaded). The signed-in page is given the session's cookie.
 * Each full report is kept as bench/results/<stamp>-lighthouse-<page>.json.gz.
 */
export async function runLighthouse(options: { root: string; stamp: string; baseUrl: string; cookies: string }): Promise<LighthouseFigures[]> {
  const { executablePath, args } = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...args] });
  const outDir = path.join(options.root, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const figures: LighthouseFigures[] = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const result = await lighthouse(new URL(page.path, options.baseUrl).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        extraHeaders: page.signedIn ? { Cookie: options.cookies } : undefined,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
      const { lhr } = result;
      const name = page.path.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';
      const report = `${options.stamp}-lighthouse-${name}.json.gz`;
      writeFileSync(path.join(outDir, report), gzipSync(JSON.stringify(lhr)));
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as LighthouseFigures['scores'];
      const audited = new Set(CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? []));
      const findings = [...audited]
        .map((id) => lhr.audits[id]!)
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => ({ id: audit.id, score: audit.score!, title: audit.title }))
        .sort((a, b) => a.score - b.score);
      figures.push({ path: page.path, signedIn: page.signedIn, finalUrl: lhr.finalDisplayedUrl, scores, findings, report });
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

/** The scores as a table, then each page's findings in a line. */
export function lighthouseMarkdown(figures: LighthouseFigures[]): string[] {
  const lines = [
    '',
    'Lighthouse 12, mobile defaults (simulated slow 4G, 4× CPU), in Debian’s Chromium; target 100 in every category. Full reports: bench/results/*-lighthouse-*.json.gz.',
    '',
    '| page | performance | accessibility | best practices | SEO |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const f of figures) {
    lines.push(
      `| ${f.path}${f.signedIn ? ' (signed in)' : ''} | ${f.scores.performance} | ${f.scores.accessibility} | ${f.scores['best-practices']} | ${f.scores.seo} |`,
    );
  }
  for (const f of figures) {
    if (f.findings.length) lines.push('', `${f.path}: ${f.findings.map((x) => `${x.title} (${x.id}, ${x.score.toFixed(2)})`).join('; ')}.`);
  }
  return lines;
}
