import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectProblem, newSignedInUser, type SignedInUser } from '../support/http';

let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  [owner, other] = await Promise.all([newSignedInUser('owner'), newSignedInUser('other')]);
});

const log = (user: SignedInUser | undefined, body: unknown) => api('/api/WeightLog/log-weight', { method: 'POST', token: user?.token, body });
const history = (user: SignedInUser, userId: string) => api(`/api/WeightLog/user/${userId}`, { token: user.token });

describe('POST /api/WeightLog/log-weight and GET /api/WeightLog/user/{userId}', () => {
  it('logs a weight and reads it back', async () => {
    const created = await log(owner, { weight: 182.4, logDate: '2026-11-01' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ replaced: false, entry: { weight: 182.4, logDate: '2026-11-01', userId: owner.id } });

    const read = await history(owner, owner.id);
    expect(read.status).toBe(200);
    expect(read.json).toEqual([expect.objectContaining({ id: created.json.entry.id, weight: 182.4, logDate: '2026-11-01' })]);
  });

  it('replaces the weight of a day already logged, and says so', async () => {
    await log(owner, { weight: 181, logDate: '2026-11-02' });
    const replaced = await log(owner, { weight: 180.2, logDate: '2026-11-02' });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({ replaced: true, entry: { weight: 180.2 } });
    const days = (await history(owner, owner.id)).json.filter((e: { logDate: string }) => e.logDate === '2026-11-02');
    expect(days).toHaveLength(1);
  });

  it('keeps exactly one row and a correct community total under 20 concurrent logs of one day', async () => {
    const person = await newSignedInUser('concurrent');
    const community = async () => (await api('/api/CommunityProgress', { token: person.token })).json as { totalPoundsLost: number; participants: number };
    const before = await community();
    await log(person, { weight: 200, logDate: '2026-09-01' });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => log(person, { weight: 192 + i / 4, logDate: '2026-09-02' })));
    expect(results.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201].sort());
    const days = (await history(person, person.id)).json as Array<{ logDate: string; weight: number }>;
    const secondDay = days.filter((e) => e.logDate === '2026-09-02');
    expect(secondDay).toHaveLength(1);
    const after = await community();
    expect(after.participants).toBe(before.participants + 1);
    expect(after.totalPoundsLost).toBeCloseTo(before.totalPoundsLost + (200 - secondDay[0]!.weight), 5);
  });

  it('counts every day of 10 concurrent weigh-ins of one person on different days (decision 0046)', async () => {
    const person = await newSignedInUser('concurrent-days');
    const community = async () => (await api('/api/CommunityProgress', { token: person.token })).json as { totalPoundsLost: number; participants: number };
    const before = await community();
    // A pound a day down from 200: each read of a racing weigh-in misses some of the others' days,
    // so only a write that notices the change and settles again can count all ten.
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => log(person, { weight: 200 - i, logDate: `2026-08-${String(i + 1).padStart(2, '0')}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(((await history(person, person.id)).json as unknown[]).length).toBe(10);
    const after = await community();
    expect(after.participants).toBe(before.participants + 1);
    expect(after.totalPoundsLost).toBeCloseTo(before.totalPoundsLost + 9, 5);
  });

  it('lists newest first', async () => {
    const dates = (await history(owner, owner.id)).json.map((e: { logDate: string }) => e.logDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers 401 without a token, with a bad token, and with a token signed by someone else', async () => {
    expectProblem(await log(undefined, { weight: 180, logDate: '2026-11-03' }), 401);
    expectProblem(await api(`/api/WeightLog/user/${owner.id}`), 401);
    expectProblem(await api(`/api/WeightLog/user/${owner.id}`, { token: 'not.a.token' }), 401);
    const [header, payload] = owner.token.split('.');
    expectProblem(await api(`/api/WeightLog/user/${owner.id}`, { token: `${header}.${payload}.forgedsignature` }), 401);
  });

  it.each([
    [{ weight: -5, logDate: '2026-11-03' }, 'weight', 'weightPositive'],
    [{ weight: 'abc', logDate: '2026-11-03' }, 'weight', 'weightInvalid'],
    [{ weight: 1000, logDate: '2026-11-03' }, 'weight', 'weightMax'],
    [{ logDate: '2026-11-03' }, 'weight', 'weightInvalid'],
    [{ weight: 180, logDate: '2999-01-01' }, 'logDate', 'dateNotFuture'],
    [{ weight: 180, logDate: 'yesterday' }, 'logDate', 'dateInvalid'],
    [{ weight: 180 }, 'logDate', 'dateInvalid'],
  ])('answers 400 for %j naming %s', async (body, field, key) => {
    const result = await log(owner, body);
    expectProblem(result, 400);
    expect(result.json.errors[field].key).toBe(key);
  });

  it('changes nothing when a request fails', async () => {
    const before = (await history(owner, owner.id)).json;
    await log(owner, { weight: -1, logDate: '2026-11-05' });
    await log(owner, { weight: 'x', logDate: '2026-11-05' });
    await log(undefined, { weight: 150, logDate: '2026-11-05' });
    expect((await history(owner, owner.id)).json).toEqual(before);
  });

  it('an implausible weight (0.05 lb would be stored as 0.1) is refused under the least weight taken, 40 lb, and stores nothing', async () => {
    const before = (await history(owner, owner.id)).json;
    for (const weight of [0.05, 39.9]) {
      const refused = await log(owner, { weight, logDate: '2026-11-06' });
      expectProblem(refused, 400);
      expect(refused.json.errors.weight).toEqual({ key: 'weightMin', values: { minimum: 40 } });
    }
    expect((await history(owner, owner.id)).json).toEqual(before);
    expect((await log(owner, { weight: 40, logDate: '2026-11-06' })).status).toBe(201);
  });

  it("answers 403 for another user's logs and 400 for an id that is not one", async () => {
    expectProblem(await history(other, owner.id), 403);
    const notAnId = await api('/api/WeightLog/user/nope', { token: owner.token });
    expectProblem(notAnId, 400);
    expect(notAnId.json.errors.userId).toBeDefined();
  });

  it('refuses to log for an account the user does not belong to', async () => {
    const foreign = await log(owner, { weight: 180, logDate: '2026-11-03', accountId: '00000000-0000-4000-8000-000000000000' });
    expectProblem(foreign, 403);
  });
});
