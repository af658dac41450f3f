import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '@/lib/dates';
import { HACKERS_DIET_CSV, LIBRA_KG, OPENSCALE_CSV, OUR_EXPORT_CSV, PLAIN_ES_KG, PLAIN_NO_UNIT, TRENDWEIGHT_CSV } from '@/lib/import/fixtures';
import { api, expectProblem, newSignedInUser } from '../support/http';
import { demoOrganizationCast } from './support-accounts';

/** The advisory-lock class of an import (src/server/weights/one-import-per-person.ts). */
const IMPORT_LOCK_CLASS = 0x1_4b_0d;

type User = { id: string; token: string };

const importFile = (user: User | undefined, body: Record<string, unknown>) => api('/api/WeightLog/import', { method: 'POST', token: user?.token, body });
const preview = (user: User, text: string, extra: Record<string, unknown> = {}) => importFile(user, { step: 'preview', text, ...extra });
const commit = (user: User, text: string, extra: Record<string, unknown> = {}) => importFile(user, { step: 'commit', text, ...extra });
const history = async (user: User) =>
  ((await api(`/api/WeightLog/user/${user.id}`, { token: user.token })).json as { logDate: string; weight: number }[]).map((e) => [e.logDate, e.weight]);
const community = async (user: User) => (await api('/api/CommunityProgress', { token: user.token })).json as { totalPoundsLost: number; participants: number };

let person: User;
beforeAll(async () => {
  person = await newSignedInUser('import');
});

describe('POST /api/WeightLog/import: preview', () => {
  it.each([
    ['hackersDiet', HACKERS_DIET_CSV, 'lb', 3, '2024-01-01', '2024-01-04'],
    ['libra', LIBRA_KG, 'kg', 3, '2024-02-01', '2024-02-03'],
    ['trendWeight', TRENDWEIGHT_CSV, 'lb', 3, '2024-03-01', '2024-03-04'],
    ['openScale', OPENSCALE_CSV, 'kg', 3, '2024-04-01', '2024-04-03'],
    ['ours', OUR_EXPORT_CSV, 'lb', 2, '2024-05-01', '2024-05-02'],
    ['plain', PLAIN_ES_KG, 'kg', 3, '2024-06-30', '2024-07-02'],
  ])('reads a %s file and stores nothing', async (format, text, unit, accepted, firstDate, lastDate) => {
    const result = await preview(person, text);
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      step: 'preview',
      format,
      unit,
      dateOrder: format === 'plain' ? 'dmy' : null,
      needs: [],
      linesRead: accepted,
      accepted,
      firstDate,
      lastDate,
      existingDays: 0,
      sameDays: 0,
      conflicts: [],
      refusedCount: 0,
      refused: [],
      committed: null,
    });
    expect(await history(person)).toEqual([]);
  });

  it('asks for the unit of a file that does not state it, and refuses to commit without it', async () => {
    expect((await preview(person, PLAIN_NO_UNIT)).json).toMatchObject({ unit: null, needs: ['unit'], accepted: 2 });
    const refused = await commit(person, PLAIN_NO_UNIT);
    expectProblem(refused, 422);
    expect(refused.json.detail).toBe('The file does not say its unit: send unit (lb or kg)');
    expect(await history(person)).toEqual([]);
  });

  it('lists each refused line with its number and reason; a commit without skipRefused stores nothing', async () => {
    const text = [
      'date;weight (kg)',
      '2024-08-01;80',
      '2999-01-01;80',
      '2024-08-02;500',
      '2024-08-03;=HYPERLINK("x")',
      '2024-08-01;81',
      '2024-08-04;170 lb',
      '1899-01-01;80',
    ].join('\n');
    const result = await preview(person, text);
    expect(result.json).toMatchObject({ accepted: 1, linesRead: 7, refusedCount: 6 });
    expect(result.json.refused).toEqual([
      { line: 3, reason: 'futureDate', text: '2999-01-01;80' },
      { line: 4, reason: 'weightOutOfRange', text: '2024-08-02;500' },
      { line: 5, reason: 'unreadable', text: '2024-08-03;=HYPERLINK("x")' },
      { line: 6, reason: 'duplicateDate', text: '2024-08-01;81' },
      { line: 7, reason: 'mixedUnits', text: '2024-08-04;170 lb' },
      { line: 8, reason: 'tooEarly', text: '1899-01-01;80' },
    ]);
    const refused = await commit(person, text);
    expectProblem(refused, 422);
    expect(refused.json.detail).toBe('6 lines of the file were refused: preview it, then commit with skipRefused to leave them out');
    expect(await history(person)).toEqual([]);
  });

  it('refuses a binary file and one with no weigh-in (422)', async () => {
    expectProblem(await preview(person, 'PK\u0003\u0004\u0000\u0000\u0014'), 422);
    expectProblem(await preview(person, '#Version:5\n#Units:kg\n'), 422);
  });
});

describe('POST /api/WeightLog/import: commit', () => {
  it('stores every day at once, moves progress and the community total, and changes nothing the second time', async () => {
    const importer = await newSignedInUser('import-commit');
    const before = await community(importer);
    const first = await commit(importer, HACKERS_DIET_CSV);
    expect(first.status).toBe(200);
    expect(first.json.committed).toEqual({ added: 3, replaced: 0, kept: 0, unchanged: 0 });
    const stored = await history(importer);
    expect(stored).toEqual([
      ['2024-01-04', 200.2],
      ['2024-01-03', 200.8],
      ['2024-01-01', 201.5],
    ]);
    const after = await community(importer);
    expect(after.participants).toBe(before.participants + 1);
    expect(Math.round((after.totalPoundsLost - before.totalPoundsLost) * 10) / 10).toBe(1.3);

    const second = await commit(importer, HACKERS_DIET_CSV);
    expect(second.json).toMatchObject({ existingDays: 3, sameDays: 3, committed: { added: 0, replaced: 0, kept: 0, unchanged: 3 } });
    expect(await history(importer)).toEqual(stored);
    expect(await community(importer)).toEqual(after);
  });

  it('keeps the days already logged, or replaces them when asked', async () => {
    const importer = await newSignedInUser('import-existing');
    expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: importer.token, body: { weight: 199, logDate: '2024-03-02' } })).status).toBe(201);
    expect((await preview(importer, TRENDWEIGHT_CSV)).json).toMatchObject({
      existingDays: 1,
      sameDays: 0,
      conflicts: [{ logDate: '2024-03-02', existing: 199, incoming: 184.9 }],
    });
    expect((await commit(importer, TRENDWEIGHT_CSV)).json.committed).toEqual({ added: 2, replaced: 0, kept: 1, unchanged: 0 });
    expect(await history(importer)).toEqual([
      ['2024-03-04', 184.1],
      ['2024-03-02', 199],
      ['2024-03-01', 185.4],
    ]);
    expect((await commit(importer, TRENDWEIGHT_CSV, { existing: 'replace' })).json.committed).toEqual({ added: 0, replaced: 1, kept: 0, unchanged: 2 });
    expect(await history(importer)).toEqual([
      ['2024-03-04', 184.1],
      ['2024-03-02', 184.9],
      ['2024-03-01', 185.4],
    ]);
  });

  it("takes each listed day's own choice over the choice for all", async () => {
    const importer = await newSignedInUser('import-day-choices');
    for (const [logDate, weight] of [
      ['2024-03-01', 190],
      ['2024-03-02', 199],
    ] as const) {
      expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: importer.token, body: { weight, logDate } })).status).toBe(201);
    }
    expect((await preview(importer, TRENDWEIGHT_CSV)).json.conflicts).toEqual([
      { logDate: '2024-03-01', existing: 190, incoming: 185.4 },
      { logDate: '2024-03-02', existing: 199, incoming: 184.9 },
    ]);
    const answer = await commit(importer, TRENDWEIGHT_CSV, { existing: 'keep', dayChoices: [{ logDate: '2024-03-02', existing: 'replace' }] });
    expect(answer.json.committed).toEqual({ added: 1, replaced: 1, kept: 1, unchanged: 0 });
    expect(await history(importer)).toEqual([
      ['2024-03-04', 184.1],
      ['2024-03-02', 184.9],
      ['2024-03-01', 190],
    ]);
    expectProblem(await commit(importer, TRENDWEIGHT_CSV, { dayChoices: [{ logDate: 'yesterday', existing: 'replace' }] }), 400);
  });

  it('leaves the refused lines out when told to', async () => {
    const importer = await newSignedInUser('import-skip');
    const result = await commit(importer, '2024-09-01,180\n2024-09-02,abc\n2024-09-03,179', { unit: 'lb', skipRefused: true });
    expect(result.json).toMatchObject({ refusedCount: 1, committed: { added: 2 } });
    expect(await history(importer)).toEqual([
      ['2024-09-03', 179],
      ['2024-09-01', 180],
    ]);
  });

  it("gives another person the same weights from one person's CSV export (the round trip)", async () => {
    const [from, to] = await Promise.all([newSignedInUser('round-trip-from'), newSignedInUser('round-trip-to')]);
    for (const [logDate, weight] of [
      ['2025-01-01', 203.7],
      ['2025-01-02', 150.1],
      ['2025-01-05', 999.9],
      ['2025-02-01', 40],
    ] as const) {
      expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: from.token, body: { weight, logDate } })).status).toBe(201);
    }
    const file = await api(`/api/User/${from.id}/export?format=csv`, { token: from.token });
    const result = await commit(to, file.text);
    expect(result.json).toMatchObject({ format: 'ours', unit: 'lb', refusedCount: 0, committed: { added: 4 } });
    expect(await history(to)).toEqual(await history(from));
  });
});

describe('POST /api/WeightLog/import: refused requests change nothing', () => {
  it('401 without a token, 400 for a malformed body', async () => {
    expectProblem(await importFile(undefined, { step: 'preview', text: PLAIN_ES_KG }), 401);
    expectProblem(await importFile(person, { step: 'store', text: PLAIN_ES_KG }), 400);
    expectProblem(await importFile(person, { step: 'commit', text: 42 }), 400);
    expectProblem(await importFile(person, { step: 'commit', text: PLAIN_NO_UNIT, unit: 'stone' }), 400);
  });

  it("403 for an organisation's account that the caller does not administer", async () => {
    const { orgId, plainMember } = await demoOrganizationCast();
    const refused = await commit(plainMember, PLAIN_ES_KG, { accountId: orgId });
    expectProblem(refused, 403);
    expect(refused.json.detail).toBe('You may not import weights into this account');
  });

  it('413 for a file over 2 MiB, over 40,000 lines, or a body over 3 MiB', async () => {
    const big = await preview(person, `${'2024-01-01,180'.padEnd(99, ' ')}\n`.repeat(22_000));
    expectProblem(big, 413);
    expect(big.json.detail).toBe('The file is over 2097152 bytes');
    const long = await preview(person, '2024-01-01,180\n'.repeat(40_001));
    expectProblem(long, 413);
    expect(long.json.detail).toBe('The file has more than 40000 lines');
    expectProblem(await preview(person, 'x'.repeat(3 * 1024 * 1024)), 413);
    expect(await history(person)).toEqual([]);
  });

  it('reads 20 years of daily weigh-ins (7,300 rows) at once', async () => {
    const importer = await newSignedInUser('import-long');
    const start = Date.parse('2005-01-01T00:00:00Z');
    const lines = Array.from({ length: 7_300 }, (_, i) => `${new Date(start + i * 86_400_000).toISOString().slice(0, 10)},${(250 - i / 100).toFixed(1)}`);
    const result = await commit(importer, ['date,weight (lb)', ...lines].join('\n'));
    expect(result.json).toMatchObject({ accepted: 7_300, committed: { added: 7_300 } });
    expect(await history(importer)).toHaveLength(7_300);
  });
});

describe("an import of CR-separated lines is refused by the parser's own line count", () => {
  /** 1,000,000 lines of "1" ended by a lone CR: 2,000,000 bytes, under the 2 MiB limit, one line by LF count. */
  const CR_ONLY = '1\r'.repeat(1_000_000);
  const tooManyLines = { type: '/problems/payload-too-large', title: 'Payload too large', status: 413, detail: 'The file has more than 40000 lines' };

  it('refuses the 2 MB file of a million CR-separated lines (413), six at once from six people, while /api/health answers', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, (_, i) => newSignedInUser(`import-cr-${i}`)));
    let running = true;
    const sent = Promise.all(people.map((someone) => preview(someone, CR_ONLY))).finally(() => (running = false));
    // /api/health, one call after another until the six are answered: each answers 200 (how fast is printed, not asserted).
    const started = performance.now();
    const healthStatuses: number[] = [];
    let slowestHealthMs = 0;
    do {
      const asked = performance.now();
      healthStatuses.push((await api('/api/health')).status);
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - asked);
    } while (running);
    const answers = await sent;
    console.log(
      `six imports answered in ${Math.round(performance.now() - started)} ms; /api/health meanwhile: ${healthStatuses.length} answers, the slowest in ${Math.round(slowestHealthMs)} ms`,
    );
    expect(healthStatuses).toEqual(healthStatuses.map(() => 200));
    for (const answer of answers) {
      expectProblem(answer, 413);
      expect(answer.json).toEqual(tooManyLines);
    }
  });

  it('refuses a commit of 46,000 CR-separated days (413) and stores nothing', async () => {
    const importer = await newSignedInUser('import-cr-commit');
    const days = Array.from({ length: 46_000 }, (_, i) => `${addDays('1900-01-01', i)},180`);
    const refused = await commit(importer, days.join('\r'), { unit: 'lb' });
    expectProblem(refused, 413);
    expect(refused.json).toEqual(tooManyLines);
    expect(await history(importer)).toEqual([]);
  });
});

describe('one import at a time per person', () => {
  const onPostgres = inject('databaseKind') === 'postgres';

  // Another process's commit holds the person's import lock: here, the test's own connection.
  it.skipIf(!onPostgres)("refuses a commit while another process commits the person's import (429, Retry-After), storing nothing", async () => {
    const importer = await newSignedInUser('import-locked');
    const other = new pg.Client({ connectionString: process.env.API_TEST_DATABASE_URL });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1::int, hashtext($2::text))', [IMPORT_LOCK_CLASS, importer.id]);
      const refused = await commit(importer, HACKERS_DIET_CSV);
      expectProblem(refused, 429);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(refused.json).toEqual({
        type: '/problems/rate-limited',
        title: 'Too many requests',
        status: 429,
        detail: 'An import of yours is already running: try again when it ends',
      });
      expect(await history(importer)).toEqual([]);
    } finally {
      await other.end();
    }
    expect((await commit(importer, HACKERS_DIET_CSV)).json.committed).toEqual({ added: 3, replaced: 0, kept: 0, unchanged: 0 });
  });
});
