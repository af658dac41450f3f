// Runs in every API test file (vitest.api.config.ts setupFiles).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, afterEach, expect, inject } from 'vitest';
import { readPgOverlaps } from './pg-overlap-guard';

// No query may be sent on a PostgreSQL connection that is still running one .
// The test (or the file's hooks) during which the server recorded one fails, with its stack; how
// far the report was checked is kept beside it, so overlaps during start-up and between files count.
const report = inject('pgOverlapReport');
const checked = `${report}.checked`;

function expectNoNewPgOverlap() {
  const all = readPgOverlaps(report);
  const fresh = all.slice(existsSync(checked) ? Number(readFileSync(checked, 'utf8')) : 0);
  writeFileSync(checked, String(all.length));
  expect(
    fresh.map((o) => `${o.kind}: ${o.message}\n${o.stack}`),
    'queries sent on a PostgreSQL connection that was still running one',
  ).toEqual([]);
}

afterEach(expectNoNewPgOverlap);
afterAll(expectNoNewPgOverlap);
