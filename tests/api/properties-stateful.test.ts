import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { contributionOf } from '@/lib/progress/contribution';
import { api, expectProblem, newSignedInUser } from '../support/http';
import { demoAdmin, demoOrganizationId, memberWithRole, type Person } from './support-accounts';

/**
 * Stateful properties (item 9): any sequence of valid and invalid calls leaves the
 * stored state, read back through the API, equal to a model's, and the community total equal
 * to what the community total call in src/lib/api/calls/goals.ts says: the sum over participants of their contribution
 * (the loss since the first personal weigh-in, step by step, never below zero,
 * implausible jumps left out until confirmed); organisation logs do not count.
 *
 * Files of the API run go one after another, so during this file only its own calls move the
 * shared community total: each run compares the total with the one read after its reset.
 */

type Entry = { id: string; weight: number; logDate: string };
type Model = { personal: Entry[]; org: Entry[]; goal: number | null; gone: string[] };
type Real = { baseline: { totalPoundsLost: number; participants: number } };

const SEED = Number(process.env.PROPERTY_SEED ?? 20_261_123);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 20);

/** Few days, so that logging and moving entries collide (replace, 409). */
const DAYS = ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06'] as const;
const day = fc.constantFrom<string>(...DAYS);
const weight = fc.integer({ min: 1_000, max: 3_500 }).map((tenths) => tenths / 10);
type Target = 'personal' | 'org';
const target = fc.constantFrom<Target>('personal', 'personal', 'org');

let person: Person;
let personalAccountId: string;
let orgId: string;
let other: Person;
let otherAccountId: string;
let otherEntry: Entry;
const OTHER_GOAL = 150.5;

const byDateDesc = (list: Entry[]) => [...list].sort((a, b) => b.logDate.localeCompare(a.logDate));
const pick = <T>(list: T[], index: number) => list[index % list.length]!;
const tenth = (n: number) => Math.round(n * 10);

/** The documented rule for one participant, as the pure module states it. */
const poundsLost = (entries: Entry[]): number => contributionOf(entries);

const slim = (list: Array<Entry & { userId?: string }>) => list.map(({ id, weight: w, logDate }) => ({ id, weight: w, logDate }));

async function personalLogs(): Promise<Entry[]> {
  const listed = await api(`/api/WeightLog/user/${person.id}`, { token: person.token });
  expect(listed.status).toBe(200);
  return slim(listed.json);
}

async function orgLogs(): Promise<Entry[]> {
  const listed = await api(`/api/WeightLog/organization/${orgId}`, { token: person.token });
  expect(listed.status).toBe(200);
  return slim(listed.json.filter((e: { userId: string }) => e.userId === person.id));
}

async function community() {
  const read = await api('/api/CommunityProgress', { token: person.token });
  expect(read.status).toBe(200);
  return read.json as { totalPoundsLost: number; participants: number; percent: number };
}

/** What is stored, read through the API, equals the model; so does the community total. */
async function expectStateMatches(model: Model, real: Real) {
  expect(await personalLogs()).toEqual(byDateDesc(model.personal));
  expect(await orgLogs()).toEqual(byDateDesc(model.org));
  const goal = await api('/api/WeightLossGoal/my-goal', { token: person.token });
  if (model.goal === null) expect([goal.status, goal.json]).toEqual([200, null]);
  else expect([goal.status, goal.json.goalWeight, goal.json.accountId]).toEqual([200, model.goal, personalAccountId]);

  const now = await community();
  expect(tenth(now.totalPoundsLost)).toBe(tenth(real.baseline.totalPoundsLost + poundsLost(model.personal)));
  expect(now.participants).toBe(real.baseline.participants + (model.personal.length > 0 ? 1 : 0));

  // The other person's entry and goal are untouched by anything this person tried.
  const theirs = await api(`/api/WeightLog/user/${other.id}`, { token: other.token });
  expect(slim(theirs.json)).toEqual([otherEntry]);
  const theirGoal = await api('/api/WeightLossGoal/my-goal', { token: other.token });
  expect([theirGoal.status, theirGoal.json.goalWeight]).toEqual([200, OTHER_GOAL]);
}

const listOf = (model: Model, t: Target) => (t === 'personal' ? model.personal : model.org);
const accountOf = (t: Target) => (t === 'personal' ? personalAccountId : orgId);

type Cmd = fc.AsyncCommand<Model, Real>;

class LogWeight implements Cmd {
  constructor(
    readonly t: Target,
    readonly logDate: string,
    readonly weight: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const list = listOf(model, this.t);
    const existing = list.find((e) => e.logDate === this.logDate);
    const body = { weight: this.weight, logDate: this.logDate, ...(this.t === 'org' ? { accountId: orgId } : {}) };
    const result = await api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, body });
    expect([result.status, result.json.replaced]).toEqual(existing ? [200, true] : [201, false]);
    expect(result.json.entry).toMatchObject({ weight: this.weight, logDate: this.logDate, accountId: accountOf(this.t), userId: person.id });
    if (existing) {
      expect(result.json.entry.id).toBe(existing.id);
      existing.weight = this.weight;
    } else list.push({ id: result.json.entry.id, weight: this.weight, logDate: this.logDate });
    await expectStateMatches(model, real);
  }
  toString = () => `log(${this.t}, ${this.logDate}, ${this.weight})`;
}

class UpdateLog implements Cmd {
  constructor(
    readonly t: Target,
    readonly index: number,
    readonly change: { weight?: number; logDate?: string },
  ) {}
  check = (model: Readonly<Model>) => listOf(model as Model, this.t).length > 0;
  async run(model: Model, real: Real) {
    const list = listOf(model, this.t);
    const entry = pick(list, this.index);
    const clash = this.change.logDate !== undefined && list.some((e) => e !== entry && e.logDate === this.change.logDate);
    const result = await api(`/api/WeightLog/${entry.id}`, { method: 'PUT', token: person.token, body: this.change });
    if (clash) expectProblem(result, 409);
    else {
      expect(result.status).toBe(200);
      Object.assign(entry, this.change);
      expect(slim([result.json])).toEqual([entry]);
    }
    await expectStateMatches(model, real);
  }
  toString = () => `update(${this.t}#${this.index}, ${JSON.stringify(this.change)})`;
}

class DeleteLog implements Cmd {
  constructor(
    readonly t: Target,
    readonly index: number,
  ) {}
  check = (model: Readonly<Model>) => listOf(model as Model, this.t).length > 0;
  async run(model: Model, real: Real) {
    const list = listOf(model, this.t);
    const entry = pick(list, this.index);
    const result = await api(`/api/WeightLog/${entry.id}`, { method: 'DELETE', token: person.token });
    expect([result.status, result.text]).toEqual([204, '']);
    list.splice(list.indexOf(entry), 1);
    model.gone.push(entry.id);
    await expectStateMatches(model, real);
  }
  toString = () => `delete(${this.t}#${this.index})`;
}

/** Calls that must be refused and change nothing. */
const refusals = {
  'log: weight 0': () => api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, body: { weight: 0, logDate: DAYS[0] } }),
  'log: weight 1000': () => api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, body: { weight: 1000, logDate: DAYS[0] } }),
  'log: weight as text': () => api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, body: { weight: '180', logDate: DAYS[0] } }),
  'log: a future day': () => api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, body: { weight: 180, logDate: '2999-01-01' } }),
  'log: 30 February': () => api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, body: { weight: 180, logDate: '2025-02-30' } }),
  'log: not JSON': () => api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, rawBody: '{"weight": 180,' }),
  "log: on another person's account": () =>
    api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, body: { weight: 180, logDate: DAYS[0], accountId: otherAccountId } }),
  'log: on an account that does not exist': () =>
    api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, body: { weight: 180, logDate: DAYS[0], accountId: randomUUID() } }),
  "put: another person's entry": () => api(`/api/WeightLog/${otherEntry.id}`, { method: 'PUT', token: person.token, body: { weight: 100 } }),
  "delete: another person's entry": () => api(`/api/WeightLog/${otherEntry.id}`, { method: 'DELETE', token: person.token }),
  'put: an entry that does not exist': () => api(`/api/WeightLog/${randomUUID()}`, { method: 'PUT', token: person.token, body: { weight: 100 } }),
  'delete: an entry that does not exist': () => api(`/api/WeightLog/${randomUUID()}`, { method: 'DELETE', token: person.token }),
  'put: not a uuid': () => api('/api/WeightLog/not-a-uuid', { method: 'PUT', token: person.token, body: { weight: 100 } }),
  'goal: both amounts': () => api('/api/WeightLossGoal', { method: 'POST', token: person.token, body: { goalWeight: 150, targetWeightLoss: 10 } }),
  'goal: a target loss on a personal account': () => api('/api/WeightLossGoal', { method: 'POST', token: person.token, body: { targetWeightLoss: 10 } }),
  'goal: weight -1': () => api('/api/WeightLossGoal', { method: 'POST', token: person.token, body: { goalWeight: -1 } }),
  "goal: on another person's account": () =>
    api('/api/WeightLossGoal', { method: 'POST', token: person.token, body: { accountId: otherAccountId, goalWeight: 120 } }),
  "goal: delete another person's": () => api(`/api/WeightLossGoal/${otherAccountId}`, { method: 'DELETE', token: person.token }),
  'no token': () => api('/api/WeightLog/log-weight', { method: 'POST', body: { weight: 180, logDate: DAYS[0] } }),
} as const;
const REFUSAL_STATUS: Record<keyof typeof refusals, number> = {
  'log: weight 0': 400,
  'log: weight 1000': 400,
  'log: weight as text': 400,
  'log: a future day': 400,
  'log: 30 February': 400,
  'log: not JSON': 400,
  "log: on another person's account": 403,
  'log: on an account that does not exist': 403,
  "put: another person's entry": 404,
  "delete: another person's entry": 404,
  'put: an entry that does not exist': 404,
  'delete: an entry that does not exist': 404,
  'put: not a uuid': 400,
  'goal: both amounts': 400,
  'goal: a target loss on a personal account': 400,
  'goal: weight -1': 400,
  "goal: on another person's account": 403,
  "goal: delete another person's": 403,
  'no token': 401,
};

class Refused implements Cmd {
  constructor(readonly name: keyof typeof refusals) {}
  check = () => true;
  async run(model: Model, real: Real) {
    expectProblem(await refusals[this.name](), REFUSAL_STATUS[this.name]);
    await expectStateMatches(model, real);
  }
  toString = () => `refused(${this.name})`;
}

/** A change of one of the person's own entries that the rules refuse. */
class UpdateInvalid implements Cmd {
  constructor(
    readonly t: Target,
    readonly index: number,
    readonly body: object,
  ) {}
  check = (model: Readonly<Model>) => listOf(model as Model, this.t).length > 0;
  async run(model: Model, real: Real) {
    const entry = pick(listOf(model, this.t), this.index);
    expectProblem(await api(`/api/WeightLog/${entry.id}`, { method: 'PUT', token: person.token, body: this.body }), 400);
    await expectStateMatches(model, real);
  }
  toString = () => `updateInvalid(${this.t}#${this.index}, ${JSON.stringify(this.body)})`;
}

/** A deleted entry stays gone: a second delete or an edit is 404. */
class TouchDeleted implements Cmd {
  constructor(
    readonly index: number,
    readonly method: 'PUT' | 'DELETE',
  ) {}
  check = (model: Readonly<Model>) => model.gone.length > 0;
  async run(model: Model, real: Real) {
    const id = pick(model.gone, this.index);
    expectProblem(
      await api(`/api/WeightLog/${id}`, { method: this.method, token: person.token, ...(this.method === 'PUT' ? { body: { weight: 123 } } : {}) }),
      404,
    );
    await expectStateMatches(model, real);
  }
  toString = () => `${this.method.toLowerCase()}Deleted(#${this.index})`;
}

class SetGoal implements Cmd {
  constructor(readonly goalWeight: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const result = await api('/api/WeightLossGoal', { method: 'POST', token: person.token, body: { goalWeight: this.goalWeight } });
    expect([result.status, result.json.replaced, result.json.goal.goalWeight]).toEqual(
      model.goal === null ? [201, false, this.goalWeight] : [200, true, this.goalWeight],
    );
    model.goal = this.goalWeight;
    await expectStateMatches(model, real);
  }
  toString = () => `setGoal(${this.goalWeight})`;
}

class DeleteGoal implements Cmd {
  check = () => true;
  async run(model: Model, real: Real) {
    const result = await api(`/api/WeightLossGoal/${personalAccountId}`, { method: 'DELETE', token: person.token });
    if (model.goal === null) expectProblem(result, 404);
    else expect(result.status).toBe(204);
    model.goal = null;
    await expectStateMatches(model, real);
  }
  toString = () => 'deleteGoal()';
}

// Logging is listed three times, so that histories grow long enough to edit and reorder.
const commands = [
  fc.tuple(target, day, weight).map(([t, d, w]) => new LogWeight(t, d, w)),
  fc.tuple(target, day, weight).map(([t, d, w]) => new LogWeight(t, d, w)),
  fc.tuple(target, day, weight).map(([t, d, w]) => new LogWeight(t, d, w)),
  fc
    .tuple(
      target,
      fc.nat(),
      fc.oneof(
        weight.map((w) => ({ weight: w })),
        day.map((d) => ({ logDate: d })),
        fc.tuple(weight, day).map(([w, d]) => ({ weight: w, logDate: d })),
      ),
    )
    .map(([t, i, change]) => new UpdateLog(t, i, change)),
  fc.tuple(target, fc.nat()).map(([t, i]) => new DeleteLog(t, i)),
  fc.constantFrom(...(Object.keys(refusals) as Array<keyof typeof refusals>)).map((name) => new Refused(name)),
  fc
    .tuple(target, fc.nat(), fc.constantFrom<object>({}, { weight: 0 }, { weight: 1000 }, { logDate: '2999-01-01' }, { logDate: 'yesterday' }))
    .map(([t, i, body]) => new UpdateInvalid(t, i, body)),
  fc.tuple(fc.nat(), fc.constantFrom<'PUT' | 'DELETE'>('PUT', 'DELETE')).map(([i, m]) => new TouchDeleted(i, m)),
  weight.map((w) => new SetGoal(w)),
  fc.constant(new DeleteGoal()),
];

/** Back to nothing stored for the person (through the API), then the total to compare with. */
async function reset(): Promise<Real> {
  for (const entry of [...(await personalLogs()), ...(await orgLogs())]) {
    expect((await api(`/api/WeightLog/${entry.id}`, { method: 'DELETE', token: person.token })).status).toBe(204);
  }
  if ((await api('/api/WeightLossGoal/my-goal', { token: person.token })).json !== null) {
    expect((await api(`/api/WeightLossGoal/${personalAccountId}`, { method: 'DELETE', token: person.token })).status).toBe(204);
  }
  const { totalPoundsLost, participants } = await community();
  return { baseline: { totalPoundsLost, participants } };
}

beforeAll(async () => {
  const admin = await demoAdmin();
  orgId = await demoOrganizationId(admin);
  // An organisation admin: their organisation logs are stored but never counted.
  person = await memberWithRole(admin, orgId, 'OrganizationAdmin', 'model');
  const me = await api(`/api/User/${person.id}`, { token: person.token });
  personalAccountId = me.json.accounts.find((a: { accountType: string }) => a.accountType === 'personal').accountId;

  other = await newSignedInUser('model-other');
  const them = await api(`/api/User/${other.id}`, { token: other.token });
  otherAccountId = them.json.accounts.find((a: { accountType: string }) => a.accountType === 'personal').accountId;
  const logged = await api('/api/WeightLog/log-weight', { method: 'POST', token: other.token, body: { weight: 200, logDate: DAYS[2] } });
  expect(logged.status).toBe(201);
  otherEntry = { id: logged.json.entry.id, weight: 200, logDate: DAYS[2] };
  expect((await api('/api/WeightLossGoal', { method: 'POST', token: other.token, body: { goalWeight: OTHER_GOAL } })).status).toBe(201);
});

describe('stateful properties: weigh-ins, edits, deletes and goals against a model', () => {
  it('after any sequence of valid and invalid calls, the stored state and the community total equal the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 15, size: 'max' }), async (cmds) => {
        const real = await reset();
        await fc.asyncModelRun(() => ({ model: { personal: [], org: [], goal: null, gone: [] } satisfies Model, real }), cmds);
      }),
      // A fixed seed: a failure prints it with the shrunk command list, and PROPERTY_SEED replays it.
      { seed: SEED, numRuns: RUNS },
    );
    // Hundreds of HTTP calls in one test: its own limit, so a busy CI machine is not a failure.
  }, 120_000);
});
