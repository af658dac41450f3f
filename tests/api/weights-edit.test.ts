import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectProblem, newSignedInUser, type SignedInUser } from '../support/http';

let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  [owner, other] = await Promise.all([newSignedInUser('editor'), newSignedInUser('stranger')]);
});

const log = (user: SignedInUser, weight: number, logDate: string) =>
  api('/api/WeightLog/log-weight', { method: 'POST', token: user.token, body: { weight, logDate } });
const edit = (user: SignedInUser | undefined, id: string, body: unknown) => api(`/api/WeightLog/${id}`, { method: 'PUT', token: user?.token, body });
const remove = (user: SignedInUser | undefined, id: string) => api(`/api/WeightLog/${id}`, { method: 'DELETE', token: user?.token });
const history = (user: SignedInUser) =>
  api(`/api/WeightLog/user/${user.id}`, { token: user.token }).then((r) => r.json as { id: string; weight: number; logDate: string }[]);
const community = () => api('/api/CommunityProgress', { token: owner.token }).then((r) => r.json as { totalPoundsLost: number; participants: number });

const read = (user: SignedInUser | undefined, id: string) => api(`/api/WeightLog/${id}`, { token: user?.token });

describe('GET /api/WeightLog/{id}', () => {
  it('answers one of your own entries as the history shows it', async () => {
    const { json } = await log(owner, 181.26, '2026-09-20');
    const result = await read(owner, json.entry.id);
    expect(result.status).toBe(200);
    expect(result.json).toEqual(json.entry);
    expect((await history(owner)).find((e) => e.id === json.entry.id)).toEqual(result.json);
  });

  it("answers the same 404 for another person's entry as for a missing one", async () => {
    const { json } = await log(owner, 182, '2026-09-21');
    const someoneElses = await read(other, json.entry.id);
    const missing = await read(other, '00000000-0000-4000-8000-000000000000');
    expectProblem(someoneElses, 404);
    expectProblem(missing, 404);
    expect(someoneElses.json).toEqual(missing.json);
  });

  it('answers 401 without a token and 400 naming the id when it is not one', async () => {
    const { json } = await log(owner, 183, '2026-09-22');
    expectProblem(await read(undefined, json.entry.id), 401);
    const notAnId = await read(owner, 'nope');
    expectProblem(notAnId, 400);
    expect(notAnId.json.errors.id.key).toBe('invalidValue');
  });
});

describe('PUT /api/WeightLog/{id}', () => {
  it('edits the weight, the day, or both, and answers the entry', async () => {
    const { json } = await log(owner, 200, '2026-10-01');
    const weight = await edit(owner, json.entry.id, { weight: 198.26 });
    expect(weight.status).toBe(200);
    expect(weight.json).toMatchObject({ id: json.entry.id, weight: 198.3, logDate: '2026-10-01' });
    const both = await edit(owner, json.entry.id, { weight: 199, logDate: '2026-09-30' });
    expect(both.json).toMatchObject({ weight: 199, logDate: '2026-09-30' });
    expect((await history(owner)).find((e) => e.id === json.entry.id)).toMatchObject({ weight: 199, logDate: '2026-09-30' });
  });

  it('answers 409 when moving onto a day that already has an entry, and changes nothing', async () => {
    const a = await log(owner, 190, '2026-10-05');
    await log(owner, 189, '2026-10-06');
    const before = await history(owner);
    expectProblem(await edit(owner, a.json.entry.id, { logDate: '2026-10-06', weight: 150 }), 409);
    expect(await history(owner)).toEqual(before);
  });

  it.each([
    [{}, '_root', 'nothingToChange'],
    [{ weight: 0 }, 'weight', 'weightPositive'],
    [{ weight: 1000 }, 'weight', 'weightMax'],
    [{ weight: 0.05 }, 'weight', 'weightMin'],
    [{ weight: '12' }, 'weight', 'weightInvalid'],
    [{ logDate: '2026-02-30' }, 'logDate', 'dateInvalid'],
    [{ logDate: '2999-01-01' }, 'logDate', 'dateNotFuture'],
  ])('answers 400 for %j naming %s', async (body, field, key) => {
    const { json } = await log(owner, 185, '2026-10-10');
    const result = await edit(owner, json.entry.id, body);
    expectProblem(result, 400);
    expect(result.json.errors[field].key).toBe(key);
  });

  it('answers 400 for malformed JSON and an id that is not one', async () => {
    const { json } = await log(owner, 185, '2026-10-10');
    expectProblem(await api(`/api/WeightLog/${json.entry.id}`, { method: 'PUT', token: owner.token, rawBody: '{"weight":' }), 400);
    const notAnId = await edit(owner, 'nope', { weight: 150 });
    expectProblem(notAnId, 400);
    expect(notAnId.json.errors.id).toBeDefined();
  });

  it("answers 401 without a token and 404 for another person's entry, changing nothing", async () => {
    const { json } = await log(owner, 184, '2026-10-11');
    expectProblem(await edit(undefined, json.entry.id, { weight: 100 }), 401);
    expectProblem(await edit(other, json.entry.id, { weight: 100 }), 404);
    expectProblem(await edit(owner, '00000000-0000-4000-8000-000000000000', { weight: 100 }), 404);
    expect((await history(owner)).find((e) => e.id === json.entry.id)?.weight).toBe(184);
  });
});

describe('DELETE /api/WeightLog/{id}', () => {
  it('deletes one entry (204), then answers 404', async () => {
    const { json } = await log(owner, 183, '2026-10-12');
    expectProblem(await remove(other, json.entry.id), 404);
    expectProblem(await remove(undefined, json.entry.id), 401);
    const deleted = await remove(owner, json.entry.id);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await history(owner)).some((e) => e.id === json.entry.id)).toBe(false);
    expectProblem(await remove(owner, json.entry.id), 404);
  });
});

describe('concurrency and the community total', () => {
  it('keeps the total right through edits and deletes of the first and latest entries', async () => {
    const person = await newSignedInUser('total');
    const start = await community();
    const first = await log(person, 250, '2026-01-01');
    const latest = await log(person, 240, '2026-02-01');
    const now = await community();
    expect(now.totalPoundsLost).toBeCloseTo(start.totalPoundsLost + 10, 5);
    expect(now.participants).toBe(start.participants + 1);
    await edit(person, latest.json.entry.id, { weight: 230 });
    expect((await community()).totalPoundsLost).toBeCloseTo(start.totalPoundsLost + 20, 5);
    await remove(person, first.json.entry.id);
    expect((await community()).totalPoundsLost).toBeCloseTo(start.totalPoundsLost, 5);
    await remove(person, latest.json.entry.id);
    expect((await community()).participants).toBe(start.participants);
  });

  it('twenty concurrent edits and deletes of one entry leave at most one row and a right total', async () => {
    const person = await newSignedInUser('racer');
    const start = await community();
    await log(person, 220, '2026-03-01');
    const { json } = await log(person, 215, '2026-03-02');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 5 === 4 ? remove(person, json.entry.id) : edit(person, json.entry.id, { weight: 200 + i }))),
    );
    for (const r of results) expect([200, 204, 404]).toContain(r.status);
    expect(results.filter((r) => r.status === 204)).toHaveLength(1);
    const rows = (await history(person)).filter((e) => e.logDate === '2026-03-02');
    expect(rows).toHaveLength(0); // one delete won; the edits after it found nothing
    const after = await community();
    expect(after.totalPoundsLost).toBeCloseTo(start.totalPoundsLost, 5);
    expect(after.participants).toBe(start.participants + 1);

    const again = await log(person, 215, '2026-03-02');
    // Each weight a plausible day's step from 220 (a drop over 9.46 lb would wait to be confirmed
    // and count nothing), so whichever edit lands last, the whole loss counts.
    await Promise.all(Array.from({ length: 20 }, (_, i) => edit(person, again.json.entry.id, { weight: 211 + i / 4 })));
    const [row, ...rest] = (await history(person)).filter((e) => e.logDate === '2026-03-02');
    expect(rest).toHaveLength(0);
    expect((await community()).totalPoundsLost).toBeCloseTo(start.totalPoundsLost + 220 - row!.weight, 5);
  });
});
