import { beforeAll, describe, expect, inject, it } from 'vitest';
import { longestStreak } from '@/lib/progress/streaks';
import { api, baseUrl, expectProblem, newSignedInUser, type SignedInUser } from '../support/http';
import { suiteSql } from '../support/suite-sql';

/**
 * The weight-log writes take an Idempotency-Key header, so an offline queue can
 * resend a write and have it applied exactly once.
 */

type Entry = { id: string; weight: number; logDate: string };

let person: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  [person, other] = await Promise.all([newSignedInUser('idem'), newSignedInUser('idem-other')]);
});

let keyCount = 0;
/** A fresh key per use, so the tests do not share keys by accident. */
const newKey = () => `key-${Date.now().toString(36)}-${++keyCount}`;

const keyed = (key: string | undefined): Record<string, string> => (key === undefined ? {} : { 'idempotency-key': key });
const log = (user: SignedInUser, body: unknown, key?: string) =>
  api('/api/WeightLog/log-weight', { method: 'POST', token: user.token, body, headers: keyed(key) });
const edit = (user: SignedInUser, id: string, body: unknown, key?: string) =>
  api(`/api/WeightLog/${id}`, { method: 'PUT', token: user.token, body, headers: keyed(key) });
const remove = (user: SignedInUser, id: string, key?: string) => api(`/api/WeightLog/${id}`, { method: 'DELETE', token: user.token, headers: keyed(key) });
const history = async (user: SignedInUser) => (await api(`/api/WeightLog/user/${user.id}`, { token: user.token })).json as Entry[];
const community = async () => (await api('/api/CommunityProgress', { token: person.token })).json as { totalPoundsLost: number; participants: number };

/** What a repeat may change: the person's logs and the community total (streaks come from the logs). */
async function state(user: SignedInUser) {
  return { logs: await history(user), community: await community() };
}

describe('POST /api/WeightLog/log-weight with an Idempotency-Key', () => {
  it('runs once: a repeat gets the same answer, marked replayed, and the log and the total move once', async () => {
    const someone = await newSignedInUser('idem-log');
    expect((await log(someone, { weight: 200, logDate: '2026-08-01' })).status).toBe(201);
    const before = await community();
    const key = newKey();

    const first = await log(someone, { weight: 192, logDate: '2026-08-02' }, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(first.json).toMatchObject({ replaced: false, entry: { weight: 192, logDate: '2026-08-02' } });

    const again = await log(someone, { weight: 192, logDate: '2026-08-02' }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.contentType).toContain('application/json');
    expect(again.json).toEqual(first.json);
    // The same body with its fields in another order is the same request.
    const reordered = await log(someone, { logDate: '2026-08-02', weight: 192 }, key);
    expect(reordered.status).toBe(201);
    expect(reordered.headers.get('idempotent-replayed')).toBe('true');
    expect(reordered.json).toEqual(first.json);

    const logs = await history(someone);
    expect(logs.map((e) => [e.logDate, e.weight])).toEqual([
      ['2026-08-02', 192],
      ['2026-08-01', 200],
    ]);
    expect(longestStreak(logs.map((e) => e.logDate))).toBe(2);
    const after = await community();
    expect(after.participants).toBe(before.participants);
    expect(after.totalPoundsLost).toBeCloseTo(before.totalPoundsLost + 8, 5);
  });

  it('answers 422 for the key with another body or another call, and changes nothing', async () => {
    const key = newKey();
    const first = await log(person, { weight: 181, logDate: '2026-07-01' }, key);
    expect(first.status).toBe(201);
    const before = await state(person);

    const otherBody = await log(person, { weight: 150, logDate: '2026-07-01' }, key);
    expectProblem(otherBody, 422);
    expect(otherBody.json).toMatchObject({ type: '/problems/idempotency-key-reused', title: 'Idempotency key reused' });
    expect(otherBody.json.detail).toContain('already used for another request');
    expectProblem(await edit(person, first.json.entry.id, { weight: 150 }, key), 422);
    expectProblem(await remove(person, first.json.entry.id, key), 422);
    expect(await state(person)).toEqual(before);

    // The first request itself still replays.
    const again = await log(person, { weight: 181, logDate: '2026-07-01' }, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'two words'],
    ['of 256 characters', 'k'.repeat(256)],
  ])('answers 400 for a key %s and changes nothing', async (_, key) => {
    const before = await state(person);
    const result = await log(person, { weight: 170, logDate: '2026-07-02' }, key);
    expectProblem(result, 400);
    expect(result.json.detail).toBe('The Idempotency-Key header must be 1–255 visible ASCII characters');
    expect(await state(person)).toEqual(before);
  });

  it('takes a key of 255 visible characters, the quoted form of the draft included', async () => {
    const long = `${'~'.repeat(254)}!`;
    expect((await log(person, { weight: 171, logDate: '2026-07-03' }, long)).status).toBe(201);
    expect((await log(person, { weight: 171, logDate: '2026-07-03' }, long)).headers.get('idempotent-replayed')).toBe('true');
    const quoted = `"${newKey()}"`;
    expect((await log(person, { weight: 172, logDate: '2026-07-04' }, quoted)).status).toBe(201);
    expect((await log(person, { weight: 172, logDate: '2026-07-04' }, quoted)).headers.get('idempotent-replayed')).toBe('true');
  });

  it('does not remember a failed request: a corrected retry with the same key runs', async () => {
    const key = newKey();
    const before = await state(person);
    const invalid = await log(person, { weight: 0, logDate: '2026-07-05' }, key);
    expectProblem(invalid, 400);
    expect(invalid.json.errors.weight.key).toBe('weightPositive');
    expect(await state(person)).toEqual(before);

    const corrected = await log(person, { weight: 175, logDate: '2026-07-05' }, key);
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
    const again = await log(person, { weight: 175, logDate: '2026-07-05' }, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(corrected.json);
    expect((await history(person)).filter((e) => e.logDate === '2026-07-05')).toEqual([corrected.json.entry]);
  });

  it("keeps keys per user: another person's key of the same name is their own", async () => {
    const key = newKey();
    const mine = await log(person, { weight: 176, logDate: '2026-07-06' }, key);
    const theirs = await log(other, { weight: 220, logDate: '2026-07-06' }, key);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.json.entry.id).not.toBe(mine.json.entry.id);
    expect((await history(other)).map((e) => [e.logDate, e.weight])).toEqual([['2026-07-06', 220]]);
    expect((await log(other, { weight: 220, logDate: '2026-07-06' }, key)).json).toEqual(theirs.json);
  });

  it('runs concurrent repeats once: each waits for the first and gets its answer, replayed', async () => {
    const someone = await newSignedInUser('idem-race');
    expect((await log(someone, { weight: 230, logDate: '2026-06-01' })).status).toBe(201);
    const before = await community();
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 5 }, () => log(someone, { weight: 221.5, logDate: '2026-06-02' }, key)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((r) => r.headers.get('idempotent-replayed')).sort()).toEqual([null, 'true', 'true', 'true', 'true'].sort());
    for (const result of results) expect(result.json).toEqual(results[0]!.json);
    expect((await history(someone)).map((e) => [e.logDate, e.weight])).toEqual([
      ['2026-06-02', 221.5],
      ['2026-06-01', 230],
    ]);
    const after = await community();
    expect(after.participants).toBe(before.participants);
    expect(after.totalPoundsLost).toBeCloseTo(before.totalPoundsLost + 8.5, 5);
  });
});

describe('PUT and DELETE /api/WeightLog/{id} with an Idempotency-Key', () => {
  it('a repeated edit answers the first answer and changes nothing, even after a later edit', async () => {
    const { json: created } = await log(person, { weight: 190, logDate: '2026-05-01' });
    const key = newKey();
    const first = await edit(person, created.entry.id, { weight: 185 }, key);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: created.entry.id, weight: 185, logDate: '2026-05-01' });
    // A later edit without the key; the offline queue's resend of the first must not undo it.
    expect((await edit(person, created.entry.id, { weight: 180 })).status).toBe(200);
    const before = await state(person);

    const again = await edit(person, created.entry.id, { weight: 185 }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await state(person)).toEqual(before);
    expect((await history(person)).find((e) => e.id === created.entry.id)?.weight).toBe(180);
  });

  it('a repeated deletion answers the first 204, not 404, and changes nothing', async () => {
    const { json: created } = await log(person, { weight: 188, logDate: '2026-05-02' });
    const key = newKey();
    const first = await remove(person, created.entry.id, key);
    expect(first.status).toBe(204);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const before = await state(person);

    const again = await remove(person, created.entry.id, key);
    expect(again.status).toBe(204);
    expect(again.text).toBe('');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await state(person)).toEqual(before);
    expect(before.logs.find((e) => e.id === created.entry.id)).toBeUndefined();
    // Without the key the entry is simply gone.
    expectProblem(await remove(person, created.entry.id), 404);
  });

  it('a failed edit (409) is not remembered: the corrected edit with the same key runs', async () => {
    const a = await log(person, { weight: 187, logDate: '2026-05-03' });
    await log(person, { weight: 186, logDate: '2026-05-04' });
    const key = newKey();
    expectProblem(await edit(person, a.json.entry.id, { logDate: '2026-05-04' }, key), 409);
    const corrected = await edit(person, a.json.entry.id, { logDate: '2026-05-05' }, key);
    expect(corrected.status).toBe(200);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
    expect(corrected.json).toMatchObject({ id: a.json.entry.id, logDate: '2026-05-05' });
  });
});

describe('keys and the rest of the API', () => {
  it('are deleted with their user: an account whose writes used keys is deleted (204)', async () => {
    const someone = await newSignedInUser('idem-leaving');
    expect((await log(someone, { weight: 199, logDate: '2026-04-01' }, newKey())).status).toBe(201);
    expect((await api(`/api/User/${someone.id}`, { method: 'DELETE', token: someone.token, body: { password: someone.password } })).status).toBe(204);
  });

  it('are documented in /api/openapi.json on the three writes: the header, the replay mark and 422', async () => {
    const doc = (await (await fetch(`${baseUrl()}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>;
            responses: Record<string, { headers?: Record<string, unknown> }>;
          }
        >
      >;
    };
    const writes = [
      ['/api/WeightLog/log-weight', 'post', '201'],
      ['/api/WeightLog/{id}', 'put', '200'],
      ['/api/WeightLog/{id}', 'delete', '204'],
    ] as const;
    for (const [path, method, success] of writes) {
      const operation = doc.paths[path]![method]!;
      expect(operation.parameters.find((p) => p.in === 'header')).toMatchObject({
        name: 'Idempotency-Key',
        required: false,
        schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
      });
      // Beside the person's rate-limit headers, which every signed-in call declares.
      expect(Object.keys(operation.responses[success]!.headers ?? {})).toEqual([
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
        'Idempotent-Replayed',
      ]);
      expect(operation.responses['422']).toBeDefined();
    }
    // Not on the reads.
    expect(doc.paths['/api/WeightLog/user/{userId}']!.get!.parameters.some((p) => p.in === 'header')).toBe(false);
  });
});

/** Ageing a key needs SQL on the server's database while it runs: PostgreSQL only. */
describe.runIf(inject('databaseKind') === 'postgres')('keys expire after 24 hours (PostgreSQL)', () => {
  const age = (user: SignedInUser, key: string) =>
    suiteSql("UPDATE idempotency_keys SET created_at = now() - interval '24 hours 1 minute' WHERE user_id = $1 AND key = $2", [user.id, key]);
  const stored = async (user: SignedInUser, key: string) =>
    (await suiteSql('SELECT response_status FROM idempotency_keys WHERE user_id = $1 AND key = $2', [user.id, key])).map((r) => r.response_status);

  it('an expired key is forgotten: the key with another request runs as new', async () => {
    const key = newKey();
    expect((await log(person, { weight: 179, logDate: '2026-03-01' }, key)).status).toBe(201);
    expect(await stored(person, key)).toEqual([201]);
    await age(person, key);
    const reused = await log(person, { weight: 178, logDate: '2026-03-02' }, key);
    expect(reused.status).toBe(201);
    expect(reused.headers.get('idempotent-replayed')).toBeNull();
    expect((await history(person)).filter((e) => e.logDate.startsWith('2026-03')).map((e) => [e.logDate, e.weight])).toEqual([
      ['2026-03-02', 178],
      ['2026-03-01', 179],
    ]);
  });

  it("a keyed write sweeps expired keys, anyone's", async () => {
    const old = newKey();
    expect((await log(other, { weight: 219, logDate: '2026-03-03' }, old)).status).toBe(201);
    await age(other, old);
    const fresh = newKey();
    expect((await log(person, { weight: 177, logDate: '2026-03-04' }, fresh)).status).toBe(201);
    expect(await stored(other, old)).toEqual([]);
    expect(await stored(person, fresh)).toEqual([201]);
  });

  it("a deleted user's keys are deleted with them", async () => {
    const someone = await newSignedInUser('idem-gone');
    const key = newKey();
    expect((await log(someone, { weight: 201, logDate: '2026-03-05' }, key)).status).toBe(201);
    expect(await stored(someone, key)).toEqual([201]);
    expect((await api(`/api/User/${someone.id}`, { method: 'DELETE', token: someone.token, body: { password: someone.password } })).status).toBe(204);
    expect(await stored(someone, key)).toEqual([]);
  });
});
