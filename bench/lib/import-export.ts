import { mintTestAccessToken } from '../../tests/support/access-token';
import type { Fixtures } from './database';
import { startBenchServer, type Target } from './measure';
import { sampleMemory } from './memory';

/** 20 years of daily weigh-ins: the size the import and export must handle in under 2 s. */
export const IMPORT_EXPORT_ROWS = 7_300;

/** `ms` is the median of `runs` runs (the first commit runs once: only the first is all new). */
export type TimedCall = { name: string; status: number; runs: number; ms: number; maxMs: number; bytes: number; rssBeforeMiB: number; rssPeakMiB: number };

/** A Hacker's-Diet-like plain file: 7,300 days from 2000-01-01, a slow loss with a daily wobble. */
export function longHistoryFile(rows = IMPORT_EXPORT_ROWS): string {
  const start = Date.parse('2000-01-01T00:00:00Z');
  const lines = Array.from({ length: rows }, (_, i) => {
    const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    return `${day},${(260 - i / 100 + (i % 7) / 10).toFixed(1)}`;
  });
  return ['date,weight (lb)', ...lines, ''].join('\n');
}

/**
 * Imports 7,300 rows into one scale user's history over HTTP (preview, commit, and the same commit
 * again, which changes nothing), then exports them as CSV, JSON and FHIR: each call's time and the
 * server's resident memory before it and at its peak (sampled every 20 ms).
 */
export async function runImportExport(options: { port: number; target: Target; fixtures: Fixtures }): Promise<TimedCall[]> {
  const user = options.fixtures.users[0]!;
  const token = await mintTestAccessToken(user.id, 3600);
  const server = await startBenchServer(options.port, options.target);
  const memory = sampleMemory(server.serverPid(), 20);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const text = longHistoryFile();
  const calls: Array<{ name: string; path: string; body?: unknown; runs?: number }> = [
    { name: `preview ${IMPORT_EXPORT_ROWS} rows`, path: '/api/WeightLog/import', body: { step: 'preview', text } },
    { name: `commit ${IMPORT_EXPORT_ROWS} rows (all new)`, path: '/api/WeightLog/import', body: { step: 'commit', text }, runs: 1 },
    { name: `commit the same ${IMPORT_EXPORT_ROWS} rows again (no change)`, path: '/api/WeightLog/import', body: { step: 'commit', text } },
    { name: 'export CSV', path: `/api/User/${user.id}/export?format=csv` },
    { name: 'export JSON', path: `/api/User/${user.id}/export?format=json` },
    { name: 'export FHIR', path: `/api/User/${user.id}/export?format=fhir` },
  ];
  const results: TimedCall[] = [];
  try {
    // One small untimed preview first: the server's first request pays for its cold code paths and connections.
    await fetch(`${server.url}/api/WeightLog/import`, { method: 'POST', headers, body: JSON.stringify({ step: 'preview', text: longHistoryFile(10) }) });
    for (const call of calls) {
      const rssBeforeMiB = memory.current();
      const peak = sampleMemory(server.serverPid(), 20);
      const times: number[] = [];
      let status = 0;
      let bytes = 0;
      for (let run = 0; run < (call.runs ?? 3); run++) {
        const started = performance.now();
        const response = await fetch(`${server.url}${call.path}`, call.body ? { method: 'POST', headers, body: JSON.stringify(call.body) } : { headers });
        bytes = (await response.arrayBuffer()).byteLength;
        times.push(Math.round(performance.now() - started));
        status = response.status;
      }
      const { peakMiB } = peak.stop();
      const sorted = [...times].sort((a, b) => a - b);
      const ms = sorted[Math.floor(sorted.length / 2)]!;
      results.push({
        name: call.name,
        status,
        runs: times.length,
        ms,
        maxMs: sorted.at(-1)!,
        bytes,
        rssBeforeMiB: Math.round(rssBeforeMiB),
        rssPeakMiB: peakMiB,
      });
      console.log(`${call.name}: ${status}, ${times.join(' / ')} ms`);
    }
  } finally {
    memory.stop();
    await server.stop();
  }
  return results;
}

export function importExportMarkdown(calls: TimedCall[]): string {
  const rows = calls.map(
    (c) =>
      `| ${c.name} | ${c.status} | ${c.runs} | ${c.ms} | ${c.maxMs} | ${(c.bytes / 1024).toFixed(1)} | ${c.rssBeforeMiB} | ${c.rssPeakMiB} | ${c.rssPeakMiB - c.rssBeforeMiB} |`,
  );
  return [
    '| call | status | runs | median ms | max ms | answer KiB | server RSS before MiB | peak MiB | rise MiB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n');
}
