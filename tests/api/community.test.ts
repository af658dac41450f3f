import { describe, expect, it } from 'vitest';
import { api, expectProblem, newSignedInUser } from '../support/http';

describe('GET /api/CommunityProgress', () => {
  it('answers the total against the 1,000,000 lb goal, the percent and the participants', async () => {
    const user = await newSignedInUser('community');
    const before = await api('/api/CommunityProgress', { token: user.token });
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ goalPounds: 1_000_000, totalPoundsLost: expect.any(Number), percent: expect.any(Number), participants: expect.any(Number) });

    await api('/api/WeightLog/log-weight', { method: 'POST', token: user.token, body: { weight: 300, logDate: '2026-05-01' } });
    await api('/api/WeightLog/log-weight', { method: 'POST', token: user.token, body: { weight: 290.5, logDate: '2026-05-08' } });
    const after = (await api('/api/CommunityProgress', { token: user.token })).json;
    expect(after.participants).toBe(before.json.participants + 1);
    expect(after.totalPoundsLost).toBeCloseTo(before.json.totalPoundsLost + 9.5, 5);
    expect(after.percent).toBeCloseTo((after.totalPoundsLost / 1_000_000) * 100, 4);
  });

  it('needs a token', async () => {
    expectProblem(await api('/api/CommunityProgress'), 401);
  });
});
