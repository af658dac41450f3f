import { describe, expect, it } from 'vitest';
import { api, expectProblem, newSignedInUser } from '../support/http';

describe('GET /api/CommunityProgress', () => {
  it('answers the total against the 1,000,000 lb goal, the percent and the participants', async () => {
    const user = await newSignedInUser('community');
    const before = await api('/api/CommunityProgress', { token: user.token });
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({
      goalPounds: 1_000_000,
      totalPoundsLost: expect.any(Number),
      percent: expect.any(Number),
      participants: expect.any(Number),
    });

    await api('/api/WeightLog/log-weight', { method: 'POST', token: user.token, body: { weight: 300, logDate: '2026-05-01' } });
    await api('/api/WeightLog/log-weight', { method: 'POST', token: user.token, body: { weight: 290.5, logDate: '2026-05-08' } });
    const after = (await api('/api/CommunityProgress', { token: user.token })).json;
    expect(after.participants).toBe(before.json.participants + 1);
    expect(after.totalPoundsLost).toBeCloseTo(before.json.totalPoundsLost + 9.5, 5);
    // The percent of the goal to four decimals (the call's description).
    expect(after.percent).toBe(Math.round((after.totalPoundsLost / 1_000_000) * 1_000_000) / 10_000);
  });

  it('keeps a typo out of the total, kept or deleted, and lets a regain reduce it (decision 0036)', async () => {
    const user = await newSignedInUser('typo');
    const total = async () => (await api('/api/CommunityProgress', { token: user.token })).json.totalPoundsLost as number;
    const logWeight = async (weight: number, logDate: string) =>
      (await api('/api/WeightLog/log-weight', { method: 'POST', token: user.token, body: { weight, logDate } })).json.entry.id as string;
    const before = await total();
    await logWeight(300, '2026-06-01');
    const typo = await logWeight(50, '2026-06-02');
    expect(await total()).toBeCloseTo(before, 5); // not + 250
    await logWeight(298, '2026-06-03');
    expect(await total()).toBeCloseTo(before + 2, 5); // 300 → 298; the typo never counted
    expect((await api(`/api/WeightLog/${typo}`, { method: 'DELETE', token: user.token })).status).toBe(204);
    expect(await total()).toBeCloseTo(before + 2, 5);
    await logWeight(299, '2026-06-10');
    expect(await total()).toBeCloseTo(before + 1, 5); // a regain of 1 lb takes 1 lb back
  });

  it('needs a token', async () => {
    expectProblem(await api('/api/CommunityProgress'), 401);
  });
});
