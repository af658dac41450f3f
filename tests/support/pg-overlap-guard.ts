import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Overlapping queries on one PostgreSQL connection fail the API run .
 * The test server loads pg-overlap-watch.mjs, which writes each overlap (with the stack of the
 * call) to a report file; api-setup-file.ts fails the test during which the report grew.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The file the test server writes overlapping pg queries to (one JSON line each). */
    pgOverlapReport: string;
  }
}

const watcher = new URL('./pg-overlap-watch.mjs', import.meta.url).href;

/** For the global setup: the environment that makes the test server record overlaps. */
export function watchPgQueryOverlap(project: TestProject): Record<string, string> {
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'cwt-pg-overlap-')), 'report.jsonl');
  writeFileSync(report, '');
  project.provide('pgOverlapReport', report);
  return {
    PG_OVERLAP_REPORT: report,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import ${watcher}`].filter(Boolean).join(' '),
  };
}

export type PgOverlap = { kind: 'overlap' | 'deprecation'; message: string; stack: string };

/** Every overlap the server has recorded so far, oldest first. */
export function readPgOverlaps(report: string): PgOverlap[] {
  if (!existsSync(report)) return [];
  return readFileSync(report, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as PgOverlap);
}
