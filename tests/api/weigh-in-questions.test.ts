import { beforeEach, describe, expect, it } from 'vitest';
import { api, expectProblem, newSignedInUser, type SignedInUser } from '../support/http';

let person: SignedInUser;

beforeEach(async () => {
  person = await newSignedInUser('questions');
});

type Entry = { id: string; logDate: string; weight: number };
const log = (body: unknown) => api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, body });
const edit = (id: string, body: unknown) => api(`/api/WeightLog/${id}`, { method: 'PUT', token: person.token, body });
const entries = async () =>
  ((await api(`/api/WeightLog/user/${person.id}`, { token: person.token })).json as Entry[])
    .map(({ logDate, weight }) => ({ logDate, weight }))
    .sort((a, b) => a.logDate.localeCompare(b.logDate));
const community = async () => (await api('/api/CommunityProgress', { token: person.token })).json as { totalPoundsLost: number; participants: number };

describe('a weigh-in that asks before it is stored (ask: true)', () => {
  it('refuses to replace a day holding another weight until the person answers, and changes nothing meanwhile', async () => {
    await log({ weight: 214.2, logDate: '2026-11-24' });
    const refused = await log({ weight: 213.3, logDate: '2026-11-24', ask: true });
    expectProblem(refused, 409);
    expect(refused.json).toMatchObject({ detail: 'DayTaken' });
    expect(await entries()).toEqual([{ logDate: '2026-11-24', weight: 214.2 }]);

    const replaced = await log({ weight: 213.3, logDate: '2026-11-24', ask: true, answered: ['dayTaken'] });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({ replaced: true, entry: { weight: 213.3 } });
    expect(await entries()).toEqual([{ logDate: '2026-11-24', weight: 213.3 }]);
  });

  it('stores a new day, and the same weight again, without a question', async () => {
    await log({ weight: 209.5, logDate: '2026-11-26' });
    expect((await log({ weight: 208.9, logDate: '2026-11-27', ask: true })).status).toBe(201);
    expect((await log({ weight: 208.9, logDate: '2026-11-27', ask: true })).status).toBe(200);
    expect(await entries()).toEqual([
      { logDate: '2026-11-26', weight: 209.5 },
      { logDate: '2026-11-27', weight: 208.9 },
    ]);
  });

  it('refuses a change no body makes in a day until the person answers, and the total stays', async () => {
    await log({ weight: 209.5, logDate: '2026-11-26' });
    const before = await community();
    const refused = await log({ weight: 999.9, logDate: '2026-11-27', ask: true });
    expectProblem(refused, 409);
    expect(refused.json).toMatchObject({ detail: 'UnusualWeight' });
    expect(await entries()).toEqual([{ logDate: '2026-11-26', weight: 209.5 }]);
    expect(await community()).toEqual(before);

    expect((await log({ weight: 999.9, logDate: '2026-11-27', ask: true, answered: ['unusual'] })).status).toBe(201);
    expect(await entries()).toEqual([
      { logDate: '2026-11-26', weight: 209.5 },
      { logDate: '2026-11-27', weight: 999.9 },
    ]);
  });

  it('measures a day against the nearest weigh-in: 4 % plus 0.3 % a day between them', async () => {
    await log({ weight: 200, logDate: '2026-11-01' });
    // A day after 200 lb, 8.6 lb is within reach; a day after 191.4 lb, 9 lb is not; ten days after it, 12.9 lb is.
    expect((await log({ weight: 191.4, logDate: '2026-11-02', ask: true })).status).toBe(201);
    expectProblem(await log({ weight: 182.4, logDate: '2026-11-03', ask: true }), 409);
    expect((await log({ weight: 178.5, logDate: '2026-11-12', ask: true })).status).toBe(201);
  });

  it('asks about the day first, then about the weight, and stores only when both are answered', async () => {
    await log({ weight: 209.5, logDate: '2026-11-26' });
    await log({ weight: 209, logDate: '2026-11-27' });
    expect((await log({ weight: 99, logDate: '2026-11-27', ask: true })).json).toMatchObject({ detail: 'DayTaken' });
    expect((await log({ weight: 99, logDate: '2026-11-27', ask: true, answered: ['dayTaken'] })).json).toMatchObject({ detail: 'UnusualWeight' });
    expect((await log({ weight: 99, logDate: '2026-11-27', ask: true, answered: ['dayTaken', 'unusual'] })).status).toBe(200);
    expect((await entries()).at(-1)).toEqual({ logDate: '2026-11-27', weight: 99 });
  });

  it('keeps replacing without a question for a client that does not ask', async () => {
    await log({ weight: 209.5, logDate: '2026-11-26' });
    expect((await log({ weight: 150, logDate: '2026-11-26' })).status).toBe(200);
    expect(await entries()).toEqual([{ logDate: '2026-11-26', weight: 150 }]);
  });

  it('answers 400 naming the field for an answer that is not a question', async () => {
    const refused = await log({ weight: 209.5, logDate: '2026-11-26', ask: true, answered: ['everything'] });
    expectProblem(refused, 400);
    expect(Object.keys(refused.json.errors)).toEqual(['answered']);
  });
});

describe('an edit that asks before it is stored (ask: true)', () => {
  it('moves an entry onto a taken day only when the person answers, replacing that day', async () => {
    await log({ weight: 210, logDate: '2026-11-23' });
    const moved = (await log({ weight: 209, logDate: '2026-11-20' })).json.entry as Entry;
    const refused = await edit(moved.id, { logDate: '2026-11-23', ask: true });
    expectProblem(refused, 409);
    expect(refused.json).toMatchObject({ detail: 'DayTaken' });
    expect(await entries()).toEqual([
      { logDate: '2026-11-20', weight: 209 },
      { logDate: '2026-11-23', weight: 210 },
    ]);

    const answered = await edit(moved.id, { logDate: '2026-11-23', ask: true, answered: ['dayTaken'] });
    expect(answered.status).toBe(200);
    expect(answered.json).toMatchObject({ id: moved.id, logDate: '2026-11-23', weight: 209 });
    expect(await entries()).toEqual([{ logDate: '2026-11-23', weight: 209 }]);
  });

  it('asks before an edit makes an unusual weight, measured against the other entries', async () => {
    await log({ weight: 200, logDate: '2026-11-01' });
    const second = (await log({ weight: 199, logDate: '2026-11-02' })).json.entry as Entry;
    expect((await edit(second.id, { weight: 100, ask: true })).json).toMatchObject({ detail: 'UnusualWeight' });
    expect((await edit(second.id, { weight: 198, ask: true })).status).toBe(200);
    expect((await edit(second.id, { weight: 100, ask: true, answered: ['unusual'] })).status).toBe(200);
    expect(await entries()).toEqual([
      { logDate: '2026-11-01', weight: 200 },
      { logDate: '2026-11-02', weight: 100 },
    ]);
  });
});
