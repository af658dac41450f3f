import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectProblem, newSignedInUser, type SignedInUser } from '../support/http';

let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  [owner, other] = await Promise.all([newSignedInUser('goal-owner'), newSignedInUser('goal-other')]);
});

const setGoal = (user: SignedInUser | undefined, body: unknown) => api('/api/WeightLossGoal', { method: 'POST', token: user?.token, body });
const myGoal = (user: SignedInUser | undefined) => api('/api/WeightLossGoal/my-goal', { token: user?.token });

describe('WeightLossGoal for a personal account', () => {
  it('has no goal at first (200 null), then creates one (201)', async () => {
    const none = await myGoal(owner);
    expect([none.status, none.json]).toEqual([200, null]);
    const created = await setGoal(owner, { goalWeight: 170.04 });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ replaced: false, goal: { goalWeight: 170, targetWeightLoss: null, accountType: 'personal' } });
    const read = await myGoal(owner);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id: created.json.goal.id, goalWeight: 170 });
  });

  it('replaces the goal on a second POST (200, replaced) — one goal per account', async () => {
    const replaced = await setGoal(owner, { goalWeight: 165 });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({ replaced: true, goal: { goalWeight: 165 } });
    const byAccount = await api(`/api/WeightLossGoal/${replaced.json.goal.accountId}`, { token: owner.token });
    expect(byAccount.json).toMatchObject({ id: replaced.json.goal.id, goalWeight: 165 });
  });

  it.each([
    [{}, '_root', 'goalKindMismatch'],
    [{ goalWeight: -1 }, 'goalWeight', 'weightPositive'],
    [{ goalWeight: 1000 }, 'goalWeight', 'weightMax'],
    [{ goalWeight: 'heavy' }, 'goalWeight', 'weightInvalid'],
    [{ goalWeight: 150, targetWeightLoss: 10 }, '_root', 'goalKindMismatch'],
    [{ targetWeightLoss: 10 }, 'goalWeight', 'goalKindMismatch'],
    [{ goalWeight: 150, accountId: 'x' }, 'accountId', 'invalidValue'],
  ])('answers 400 for %j naming %s and keeps the goal', async (body, field, key) => {
    const result = await setGoal(owner, body);
    expectProblem(result, 400);
    expect(result.json.errors[field].key).toBe(key);
    expect((await myGoal(owner)).json.goalWeight).toBe(165);
  });

  it("keeps other people out: 403 on another person's account, 401 without a token", async () => {
    const accountId = (await myGoal(owner)).json.accountId as string;
    expectProblem(await api(`/api/WeightLossGoal/${accountId}`, { token: other.token }), 403);
    expectProblem(await api(`/api/WeightLossGoal/${accountId}`, { method: 'DELETE', token: other.token }), 403);
    expectProblem(await setGoal(other, { accountId, goalWeight: 100 }), 403);
    expectProblem(await myGoal(undefined), 401);
    expectProblem(await setGoal(undefined, { goalWeight: 100 }), 401);
    expectProblem(await api('/api/WeightLossGoal/00000000-0000-4000-8000-000000000000', { token: owner.token }), 403);
    expect((await myGoal(owner)).json.goalWeight).toBe(165);
  });

  it('deletes the goal (204), then it is gone (null), and deleting it again is 404', async () => {
    const accountId = (await myGoal(owner)).json.accountId as string;
    const deleted = await api(`/api/WeightLossGoal/${accountId}`, { method: 'DELETE', token: owner.token });
    expect(deleted.status).toBe(204);
    const gone = await myGoal(owner);
    expect([gone.status, gone.json]).toEqual([200, null]);
    const byAccount = await api(`/api/WeightLossGoal/${accountId}`, { token: owner.token });
    expect([byAccount.status, byAccount.json]).toEqual([200, null]);
    expectProblem(await api(`/api/WeightLossGoal/${accountId}`, { method: 'DELETE', token: owner.token }), 404);
  });
});
