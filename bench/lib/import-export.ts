import { mintTestAccessToken } from '../../tests/support/access-token';
import type { Fixtures } from './database';
import { startBenchServer, type Target } from './measure';
import { sampleMemory } from './memory';

/** 20 years of daily weigh-ins (issue 15): the size the import and export must handle in under 2 s. */
export const IMPORT_EXPORT_ROWS = 7_300;

export type TimedCall = { name: string; status: number; ms: number; bytes: number; rssBeforeMiB: number; rssPeakMiB: number };

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
  const calls: Array<{ name: string; path: string; body?: unknown }> = [
    { name: `preview ${IMPORT_EXPORT_ROWS} rows`, path: '/api/WeightLog/import', body: { step: 'preview', text } },
    { name: `commit ${IMPORT_EXPORT_ROWS} rows (all new)`, path: '/api/WeightLog/import', body: { step: 'commit', text } },
    { name: `commit the same ${IMPORT_EXPORT_ROWS} rows again (no change)`, path: '/api/WeightLog/import', body: { step: 'commit', text } },
    { name: 'export CSV', path: `/api/User/${user.id}/export?format=csv` },
    { name: 'export JSON', path: `/api/User/${user.id}/export?format=json` },
    { name: 'export FHIR', path: `/api/User/${user.id}/export?format=fhir` },
  ];
  const results: TimedCall[] = [];
  try {
    for (const call of calls) {
      const rssBeforeMiB = memory.current();
      const peak = sampleMemory(server.serverPid(), 20);
      const started = performance.now();
      const response = await fetch(`${server.url}${call.path}`, call.body ? { method: 'POST', headers, body: JSON.stringify(call.body) } : { headers });
      const bytes = (await response.arrayBuffer()).byteLength;
      const ms = Math.round(performance.now() - started);
      const { peakMiB } = peak.stop();
      results.push({ name: call.name, status: response.status, ms, bytes, rssBeforeMiB: Math.round(rssBeforeMiB), rssPeakMiB: peakMiB });
      console.log(`${call.name}: ${response.status} in ${ms} ms`);
    }
  } finally {
    memory.stop();
    await server.stop();
  }
  return results;
}

export function importExportMarkdown(calls: TimedCall[]): string {
  const rows = calls.map((c) => `| ${c.name} | ${c.status} | ${c.ms} | ${(c.bytes / 1024).toFixed(1)} | ${c.rssBeforeMiB} | ${c.rssPeakMiB} | ${c.rssPeakMiB - c.rssBeforeMiB} |`);
  return ['| call | status | ms | answer KiB | server RSS before MiB | peak MiB | rise MiB |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: |', ...rows, ''].join('\n');
}
