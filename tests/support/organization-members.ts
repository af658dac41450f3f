import { expect } from 'vitest';
import { addDays } from '@/lib/dates';
import type { TestActor } from './actors';
import { api, newSignedInUser } from './http';

/** The calendar day `days` before today (UTC), as the API takes log dates. */
export const daysAgo = (days: number) => addDays(new Date().toISOString().slice(0, 10), -days);

/** Logs each `[days ago, weight]` for `actor` through the API. */
export async function logWeights(actor: TestActor, entries: Array<[number, number]>): Promise<void> {
  for (const [days, weight] of entries) {
    expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: actor.token, body: { weight, logDate: daysAgo(days) } })).status).toBe(201);
  }
}

/** A new member of organisation `orgId` (asked, approved by `admin`), with the weigh-ins given. */
export async function approvedMember(orgId: string, admin: TestActor, label: string, entries: Array<[number, number]>): Promise<TestActor> {
  const created = await newSignedInUser(label);
  await logWeights(created, entries);
  expect((await api(`/api/Account/${orgId}/join-requests`, { method: 'POST', token: created.token, body: { locale: 'en-US' } })).status).toBe(201);
  expect((await api(`/api/Account/${orgId}/join-requests/${created.id}`, { method: 'PUT', token: admin.token, body: { decision: 'Approved' } })).status).toBe(
    200,
  );
  return created;
}
