import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { organizationOf, signInAs, type TestActor } from '../support/actors';
import { api, expectProblem, newSignedInUser } from '../support/http';
import { startOwnServerWithMail, type OwnServerWithMail } from '../support/own-server-with-mail';
import { daysAgo } from '../support/organization-members';
import { expectNoneOfTheseNumbers } from '../support/json-numbers';

/**
 * GET /api/WeightLog/organization/{accountId}/progress on an organisation whose
 * every member this file makes, so each figure is computed by hand (the same fixture as
 * src/lib/progress/organization-outcomes.test.ts), with groups of fewer than 3 suppressed (the
 * suite's COALITION_MIN_GROUP_SIZE; tests/api/weight-sharing.test.ts has the rest). On PGlite the file runs its own server (the
 * seeded County Library then has one admin and no one else); on PostgreSQL the organisation is
 * made with SQL beside the suite's server.
 */
const onPostgres = inject('databaseKind') === 'postgres';
let own: OwnServerWithMail | undefined;
let admin: TestActor;
let orgId: string;

async function freshOrganisation(): Promise<void> {
  if (onPostgres) {
    admin = await newSignedInUser('progress-admin');
    const client = new pg.Client({ connectionString: process.env.API_TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query("INSERT INTO accounts (name, type) VALUES ($1, 'organization') RETURNING id", [
        `Progress ${randomUUID().slice(0, 8)}`,
      ]);
      orgId = String(rows[0].id);
      await client.query("INSERT INTO user_accounts (user_id, account_id, role, status) VALUES ($1, $2, 'OrganizationAdmin', 'Active')", [admin.id, orgId]);
    } finally {
      await client.end();
    }
    return;
  }
  own = await startOwnServerWithMail('progress', { RATE_LIMIT_PER_IP_PER_MINUTE: '500', COALITION_MIN_GROUP_SIZE: '3' });
  admin = await signInAs('library.admin@demo.example.org', 'DemoLibrary2026');
  orgId = await organizationOf(admin, 'County Library');
}

// Days before today (UTC): the server's "this week" ends on the latest date on Earth, at most a day later.

/** A person who asked to join, with the weigh-ins given; `decision` answers their request (none: it waits). */
async function person(label: string, logs: Array<[number, number]>, decision?: 'Approved' | 'Declined'): Promise<TestActor> {
  const created = await newSignedInUser(label);
  for (const [days, weight] of logs) {
    expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: created.token, body: { weight, logDate: daysAgo(days) } })).status).toBe(201);
  }
  expect((await api(`/api/Account/${orgId}/join-requests`, { method: 'POST', token: created.token, body: { locale: 'en-US' } })).status).toBe(201);
  if (decision)
    expect((await api(`/api/Account/${orgId}/join-requests/${created.id}`, { method: 'PUT', token: admin.token, body: { decision } })).status).toBe(200);
  return created;
}

const hidden = { value: null, suppressed: true };
const shown = (value: number) => ({ value, suppressed: false });
const progress = (by: TestActor | undefined, accountId = orgId) => api(`/api/WeightLog/organization/${accountId}/progress`, { token: by?.token });
let plainMember: TestActor;
let memberD: TestActor;

beforeAll(async () => {
  await freshOrganisation();
  // A 200 → 194 (3 %, active), B 250 → 237.5 (5 %, active), C 300 → 267 (11 %), D 180 → 184 (-2.2 %).
  plainMember = await person(
    'progress-a',
    [
      [60, 200],
      [1, 194],
    ],
    'Approved',
  );
  await person(
    'progress-b',
    [
      [50, 250],
      [2, 237.5],
    ],
    'Approved',
  );
  await person(
    'progress-c',
    [
      [60, 300],
      [20, 267],
    ],
    'Approved',
  );
  memberD = await person(
    'progress-d',
    [
      [30, 180],
      [10, 184],
    ],
    'Approved',
  );
  // Not members: a request waiting and one declined, both with big losses that must show nowhere.
  await person('progress-waiting', [
    [3, 150],
    [1, 100],
  ]);
  await person(
    'progress-declined',
    [
      [3, 150],
      [1, 100],
    ],
    'Declined',
  );
  expect((await api('/api/WeightLossGoal', { method: 'POST', token: admin.token, body: { accountId: orgId, targetWeightLoss: 500 } })).status).toBe(201);
}, 180_000);

afterAll(() => own?.close());

describe('GET /api/WeightLog/organization/{accountId}/progress', () => {
  it("answers the organisation's admin with the hand-computed figures, approved members only", async () => {
    const result = await progress(admin);
    expect(result.status).toBe(200);
    const body = result.json;
    // The suite's servers suppress figures about fewer than 3 people (COALITION_MIN_GROUP_SIZE=3).
    expect(body).toMatchObject({
      accountId: orgId,
      minGroupSize: 3,
      members: 5, // the admin (no weigh-ins) and A–D
      participants: hidden, // 4, but the one member who never weighed in (the admin) is a group of 1
      activeThisWeek: hidden, // A and B: two people
      poundsLost: shown(51.5), // 6 + 12.5 + 33 + 0
      averagePercentLost: shown(4.2), // (3 + 5 + 11 − 2.2…) / 4
      lostAtLeast: [
        { percent: 3, share: shown(75) },
        { percent: 5, share: shown(50) },
        { percent: 10, share: shown(25) },
      ],
      targetWeightLoss: 500,
      percentOfTarget: shown(10.3),
    });
    expect(body.weekly).toHaveLength(12);
    expect(body.weekly.at(-1)).toEqual({ weekEnding: body.asOf, poundsLost: shown(51.5) });
    // Twelve weeks back no one had weighed in yet: a week about nobody is not shown either.
    expect(body.weekly[0].poundsLost).toEqual(hidden);
    expectNoneOfTheseNumbers(result.text, [194, 237.5, 267, 184]);
    expect(result.text).not.toContain('"weight"');
  });

  it('refuses a plain member, the admin of another organisation, a stranger and no token: 403/401, nothing revealed', async () => {
    const stranger = await newSignedInUser('progress-stranger');
    const denied = await progress(plainMember);
    expectProblem(denied, 403);
    expect(denied.text).not.toContain('51.5');
    expectProblem(await progress(stranger), 403);
    expectProblem(await progress(stranger, '00000000-0000-4000-8000-000000000000'), 403);
    const personal = (await api(`/api/User/${admin.id}`, { token: admin.token })).json.accounts.find(
      (a: { accountType: string }) => a.accountType === 'personal',
    ).accountId;
    expectProblem(await progress(admin, personal), 403);
    expectProblem(await progress(undefined), 401);
    expectProblem(await api('/api/WeightLog/organization/not-an-id/progress', { token: admin.token }), 400);
  });

  it('group figures that reveal one person: approving one member and removing another moves nothing the admin reads', async () => {
    const weightFigures = (body: Record<string, unknown>) => ({
      asOf: body.asOf,
      poundsLost: body.poundsLost,
      averagePercentLost: body.averagePercentLost,
      lostAtLeast: body.lostAtLeast,
      percentOfTarget: body.percentOfTarget,
      weekly: body.weekly,
    });
    const before = (await progress(admin)).json;
    expect(before.poundsLost).toEqual(shown(51.5));
    // A newcomer who lost 18.2 lb before joining, approved by the admin: one private change.
    await person(
      'progress-newcomer',
      [
        [40, 218.2],
        [1, 200],
      ],
      'Approved',
    );
    const approved = (await progress(admin)).json;
    expect(approved.members).toBe(before.members + 1); // the member list is the admins' anyway
    expect(weightFigures(approved)).toEqual(weightFigures(before));
    // D (who gained) removed: two private changes, still below the minimum group of 3.
    expect((await api(`/api/Account/${orgId}/users/${memberD.id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    const removed = (await progress(admin)).json;
    expect(removed.members).toBe(before.members);
    expect(weightFigures(removed)).toEqual(weightFigures(before));
    // A third private change (A weighs in) publishes the three together: 51.5 + 18.2 (newcomer) + 4 (A, 194 → 190), D's 0 gone.
    expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: plainMember.token, body: { weight: 190, logDate: daysAgo(0) } })).status).toBe(201);
    const after = (await progress(admin)).json;
    expect(after.poundsLost).toEqual(shown(73.7));
    expect(Math.abs(after.poundsLost.value - before.poundsLost.value - 18.2)).toBeGreaterThan(1);
    // A 5 %, B 5 %, C 11 %, the newcomer 8.3 %.
    expect(after.lostAtLeast).toEqual([
      { percent: 3, share: shown(100) },
      { percent: 5, share: shown(100) },
      { percent: 10, share: shown(25) },
    ]);
  });
});
