import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectProblem, newSignedInUser, type SignedInUser } from '../support/http';

// With a height, a goal below a BMI of 18.5 is refused, naming
// the lowest safe goal (stored pounds) as the person's form takes it; without one, the server
// takes it (the screen asks the person to confirm a steep goal first).

let person: SignedInUser;
beforeAll(async () => {
  person = await newSignedInUser('safe-goal');
});

const setGoal = (body: unknown) => api('/api/WeightLossGoal', { method: 'POST', token: person.token, body });
const myGoal = async () => (await api('/api/WeightLossGoal/my-goal', { token: person.token })).json;
const preferences = (body: unknown) => api(`/api/User/${person.id}/preferences`, { method: 'PUT', token: person.token, body });

describe('POST /api/WeightLossGoal and a safe goal', () => {
  it('takes any goal without a height', async () => {
    expect((await setGoal({ goalWeight: 90 })).status).toBe(201);
    expect(await myGoal()).toMatchObject({ goalWeight: 90 });
  });

  it('with a height, refuses a goal below a BMI of 18.5 (400 problem+json, the field named) and keeps the goal', async () => {
    expect((await preferences({ displayUnit: 'lb', heightCm: 157 })).status).toBe(200);
    // 157 cm: 18.5 × 1.57² kg = 100.55 lb, so 100.5 lb is below and 100.6 lb the lowest safe goal.
    const refused = await setGoal({ goalWeight: 100.5 });
    expectProblem(refused, 400);
    expect(refused.json.errors).toEqual({ goalWeight: { key: 'goalBelowSafeBmi', values: { minimum: 100.6, bmi: 18.5 } } });
    expect(await myGoal()).toMatchObject({ goalWeight: 90 });
    const accepted = await setGoal({ goalWeight: 100.6 });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ replaced: true, goal: { goalWeight: 100.6 } });
  });

  it("names the lowest safe goal the person's unit can hold: 45.7 kg (100.8 lb) for a kilogram form", async () => {
    expect((await preferences({ displayUnit: 'kg', heightCm: 157 })).status).toBe(200);
    // 45.6 kg would be stored as 100.5 lb, below; 45.7 kg is stored as 100.8 lb.
    const refused = await setGoal({ goalWeight: 100.5 });
    expectProblem(refused, 400);
    expect(refused.json.errors.goalWeight).toEqual({ key: 'goalBelowSafeBmi', values: { minimum: 100.8, bmi: 18.5 } });
    expect(await myGoal()).toMatchObject({ goalWeight: 100.6 });
  });

  it('takes a steep goal again once the height is removed', async () => {
    expect((await preferences({ displayUnit: 'lb', heightCm: null })).status).toBe(200);
    expect((await setGoal({ goalWeight: 95 })).status).toBe(200);
    expect(await myGoal()).toMatchObject({ goalWeight: 95 });
  });
});
