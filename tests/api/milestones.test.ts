import { describe, expect, it } from 'vitest';
import { api, expectProblem, newSignedInUser, type SignedInUser } from '../support/http';

// Milestones are recorded by the server once, when a weigh-in earns them; the
// log-weight answer names the new ones and GET /api/Milestone lists them, newest first.

type Milestone = { id: string; kind: string; amount: number | null; unit: string | null; earnedOn: string; recordedAt: string };

const log = (user: SignedInUser, weight: number, logDate: string, key?: string) =>
  api('/api/WeightLog/log-weight', { method: 'POST', token: user.token, body: { weight, logDate }, headers: key ? { 'idempotency-key': key } : {} });
const list = async (user: SignedInUser) => {
  const answer = await api('/api/Milestone', { token: user.token });
  expect(answer.status).toBe(200);
  return answer.json as Milestone[];
};
/** kind:amount(unit)@day, for short exact comparisons. */
const brief = (milestones: Milestone[]) => milestones.map((m) => `${m.kind}${m.amount === null ? '' : `:${m.amount}`}${m.unit ? m.unit : ''}@${m.earnedOn}`);
const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}`;

describe('GET /api/Milestone and the milestones a weigh-in earns', () => {
  it('answers 401 without a token', async () => {
    expectProblem(await api('/api/Milestone'), 401);
  });

  it('records the first weigh-in once, names it in that answer only, and lists only the owner’s', async () => {
    const person = await newSignedInUser('milestone-first');
    const other = await newSignedInUser('milestone-other');
    const first = await log(person, 200, day(1));
    expect(first.status).toBe(201);
    expect(brief(first.json.milestones)).toEqual(['firstWeighIn@2026-03-01']);
    const again = await log(person, 199.5, day(1));
    expect(again.status).toBe(200);
    expect(again.json.milestones).toEqual([]);
    const listed = await list(person);
    expect(listed).toEqual([
      {
        id: first.json.milestones[0].id,
        kind: 'firstWeighIn',
        amount: null,
        unit: null,
        earnedOn: '2026-03-01',
        recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(await list(other)).toEqual([]);
  });

  it('earns the 7-day streak, every 5 lb and 5 % lost, and the goal, each on the day that earned it', async () => {
    const person = await newSignedInUser('milestone-steps');
    expect((await api('/api/WeightLossGoal', { method: 'POST', token: person.token, body: { goalWeight: 189 } })).status).toBe(201);
    const weights = [200, 199, 198, 196, 194.9, 193, 192];
    const earned: string[][] = [];
    for (const [i, weight] of weights.entries()) earned.push(brief((await log(person, weight, day(i + 1))).json.milestones));
    expect(earned).toEqual([['firstWeighIn@2026-03-01'], [], [], [], ['weightLost:5lb@2026-03-05'], [], ['streak:7@2026-03-07']]);
    const last = await log(person, 189, day(8));
    expect(brief(last.json.milestones)).toEqual(['weightLost:10lb@2026-03-08', 'percentLost:5@2026-03-08', 'goalReached:189@2026-03-08']);
    // Newest day first (one day's in a fixed order); a weight back above the goal takes nothing away.
    expect(brief(await list(person))).toEqual([
      'percentLost:5@2026-03-08',
      'weightLost:10lb@2026-03-08',
      'goalReached:189@2026-03-08',
      'streak:7@2026-03-07',
      'weightLost:5lb@2026-03-05',
      'firstWeighIn@2026-03-01',
    ]);
    expect((await log(person, 195, day(9))).json.milestones).toEqual([]);
    expect(await list(person)).toHaveLength(6);
  });

  it('counts kilograms for a kilogram reader, without celebrating again a loss already celebrated in pounds', async () => {
    const person = await newSignedInUser('milestone-kg');
    await log(person, 200, day(1));
    expect(brief((await log(person, 190, day(2))).json.milestones)).toEqual([
      'weightLost:5lb@2026-03-02',
      'weightLost:10lb@2026-03-02',
      'percentLost:5@2026-03-02',
    ]);
    expect((await api(`/api/User/${person.id}/preferences`, { method: 'PUT', token: person.token, body: { displayUnit: 'kg', heightCm: null } })).status).toBe(
      200,
    );
    // 10 lb (4.5 kg) are behind them: 2.5 kg is not new; 5 kg (11.02 lb) is, at 188.9 lb (5.03 kg lost).
    expect((await log(person, 189.5, day(3))).json.milestones).toEqual([]);
    expect(brief((await log(person, 188.9, day(4))).json.milestones)).toEqual(['weightLost:5kg@2026-03-04']);
  });

  it('records each milestone once under concurrent weigh-ins and a replayed request', async () => {
    const person = await newSignedInUser('milestone-race');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => log(person, 200 - i, day(i + 1))));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const named = answers.flatMap((a) => brief(a.json.milestones));
    const listed = brief(await list(person));
    // Every milestone is named by exactly one answer, and the list holds each once.
    expect(named.toSorted()).toEqual(listed.toSorted());
    expect(new Set(listed).size).toBe(listed.length);
    // Which day a racing weigh-in saw first is the order they took turns in; each kind is there once.
    expect(listed.filter((m) => m.startsWith('firstWeighIn@'))).toHaveLength(1);
    expect(listed.filter((m) => m.startsWith('streak:7@'))).toHaveLength(1);

    const key = `milestone-${Date.now().toString(36)}`;
    const sent = await log(person, 189, day(9), key);
    const replayed = await log(person, 189, day(9), key);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.json.milestones).toEqual(sent.json.milestones);
    expect(brief(await list(person))).toHaveLength(listed.length + sent.json.milestones.length);
  });

  it('records what an import or an edit earns, and nothing for a preview', async () => {
    const person = await newSignedInUser('milestone-import');
    const text = ['date,weight', ...Array.from({ length: 7 }, (_, i) => `2024-01-0${i + 1},${210 - i}`)].join('\n');
    expect((await api('/api/WeightLog/import', { method: 'POST', token: person.token, body: { step: 'preview', text, unit: 'lb' } })).status).toBe(200);
    expect(await list(person)).toEqual([]);
    expect((await api('/api/WeightLog/import', { method: 'POST', token: person.token, body: { step: 'commit', text, unit: 'lb' } })).status).toBe(200);
    expect(brief(await list(person))).toEqual(['streak:7@2024-01-07', 'weightLost:5lb@2024-01-06', 'firstWeighIn@2024-01-01']);
    const entries = (await api(`/api/WeightLog/user/${person.id}`, { token: person.token })).json as Array<{ id: string; logDate: string }>;
    const latest = entries.find((e) => e.logDate === '2024-01-07')!;
    expect((await api(`/api/WeightLog/${latest.id}`, { method: 'PUT', token: person.token, body: { weight: 199.5 } })).status).toBe(200);
    expect(brief(await list(person))[0]).toBe('percentLost:5@2024-01-07');
    expect(brief(await list(person))).toContain('weightLost:10lb@2024-01-07');
  });

  it('dates the milestones by the whole history once earlier days are imported', async () => {
    const person = await newSignedInUser('milestone-earlier');
    for (let n = 1; n <= 7; n += 1) expect((await log(person, 200 - n, day(n))).status).toBe(201);
    expect(brief(await list(person))).toEqual(['streak:7@2026-03-07', 'weightLost:5lb@2026-03-06', 'firstWeighIn@2026-03-01']);
    // Seven earlier days at 210: the streak, the first weigh-in and the losses move back to where this history reached them.
    const text = ['date,weight', ...Array.from({ length: 7 }, (_, i) => `2026-02-${String(i + 22).padStart(2, '0')},210`)].join('\n');
    expect((await api('/api/WeightLog/import', { method: 'POST', token: person.token, body: { step: 'commit', text, unit: 'lb' } })).status).toBe(200);
    expect(brief(await list(person))).toEqual([
      'weightLost:15lb@2026-03-05',
      'percentLost:5@2026-03-01',
      'weightLost:10lb@2026-03-01',
      'weightLost:5lb@2026-03-01',
      'streak:7@2026-02-28',
      'firstWeighIn@2026-02-22',
    ]);
  });
});
