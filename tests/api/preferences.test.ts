import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectProblem, newSignedInUser } from '../support/http';

type User = { id: string; token: string };

let person: User;
let other: User;
beforeAll(async () => {
  [person, other] = await Promise.all([newSignedInUser('units'), newSignedInUser('units-other')]);
});

const put = (user: User | undefined, body: unknown, id = person.id) => api(`/api/User/${id}/preferences`, { method: 'PUT', token: user?.token, body });
const details = async (user: User) => (await api(`/api/User/${user.id}`, { token: user.token })).json;

describe('PUT /api/User/{id}/preferences', () => {
  it('starts in pounds without a height', async () => {
    expect(await details(person)).toMatchObject({ displayUnit: 'lb', heightCm: null });
  });

  it('sets kilograms and a height (to a tenth), and stored weights stay in pounds', async () => {
    expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, body: { weight: 177.5, logDate: '2026-01-10' } })).status).toBe(201);
    const result = await put(person, { displayUnit: 'kg', heightCm: 175.04 });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ displayUnit: 'kg', heightCm: 175 });
    expect(await details(person)).toMatchObject({ displayUnit: 'kg', heightCm: 175 });
    const logs = (await api(`/api/WeightLog/user/${person.id}`, { token: person.token })).json;
    expect(logs.map((e: { weight: number }) => e.weight)).toEqual([177.5]);
  });

  it('sets stones and pounds, and removes the height', async () => {
    expect((await put(person, { displayUnit: 'st', heightCm: null })).json).toEqual({ displayUnit: 'st', heightCm: null });
    expect(await details(person)).toMatchObject({ displayUnit: 'st', heightCm: null });
  });

  it('refuses an unknown unit and a height out of range (400), another person (403), no token (401)', async () => {
    const unit = await put(person, { displayUnit: 'g', heightCm: null });
    expectProblem(unit, 400);
    expect(unit.json.errors).toEqual({ displayUnit: { key: 'invalidValue', values: {} } });
    const height = await put(person, { displayUnit: 'kg', heightCm: 300 });
    expectProblem(height, 400);
    expect(height.json.errors).toEqual({ heightCm: { key: 'heightInvalid', values: { minimum: 50, maximum: 272 } } });
    expectProblem(await put(other, { displayUnit: 'kg', heightCm: null }), 403);
    expectProblem(await put(undefined, { displayUnit: 'kg', heightCm: null }), 401);
    expect(await details(person)).toMatchObject({ displayUnit: 'st', heightCm: null });
  });
});
