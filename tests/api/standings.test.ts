import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { organizationOf, signInAs, type TestActor } from '../support/actors';
import { api, expectProblem, newSignedInUser } from '../support/http';
import { startOwnServerWithMail, type OwnServerWithMail } from '../support/own-server-with-mail';
import { daysAgo } from '../support/organization-members';
import { expectNoneOfTheseNumbers } from '../support/json-numbers';

/**
 * GET /api/CommunityProgress/standings and the opt-in of Organization
 * Management (GET/PUT /api/Account/{accountId}/standings). The suite's servers list an
 * organisation from 3 active members (COALITION_MIN_GROUP_SIZE=3); on PGlite this file runs its
 * own server (County Library), on PostgreSQL its organisation is made with SQL.
 */
const onPostgres = inject('databaseKind') === 'postgres';
let own: OwnServerWithMail | undefined;
let admin: TestActor;
let orgId: string;
let orgName: string;
const members: TestActor[] = [];

async function member(label: string, first: number, latest: number, lastDaysAgo: number): Promise<TestActor> {
  const created = await newSignedInUser(label);
  for (const [days, weight] of [
    [60, first],
    [lastDaysAgo, latest],
  ] as const) {
    expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: created.token, body: { weight, logDate: daysAgo(days) } })).status).toBe(201);
  }
  expect((await api(`/api/Account/${orgId}/join-requests`, { method: 'POST', token: created.token, body: { locale: 'en-US' } })).status).toBe(201);
  expect((await api(`/api/Account/${orgId}/join-requests/${created.id}`, { method: 'PUT', token: admin.token, body: { decision: 'Approved' } })).status).toBe(
    200,
  );
  members.push(created);
  return created;
}

beforeAll(async () => {
  if (onPostgres) {
    admin = await newSignedInUser('standings-admin');
    orgName = `Standings ${randomUUID().slice(0, 8)}`;
    const client = new pg.Client({ connectionString: process.env.API_TEST_DATABASE_URL });
    await client.connect();
    try {
      orgId = String((await client.query("INSERT INTO accounts (name, type) VALUES ($1, 'organization') RETURNING id", [orgName])).rows[0].id);
      await client.query("INSERT INTO user_accounts (user_id, account_id, role, status) VALUES ($1, $2, 'OrganizationAdmin', 'Active')", [admin.id, orgId]);
    } finally {
      await client.end();
    }
  } else {
    own = await startOwnServerWithMail('standings', {
      RATE_LIMIT_PER_IP_PER_MINUTE: '500',
      COALITION_MIN_GROUP_SIZE: '3',
      COALITION_FIGURES_MAX_AGE_SECONDS: '0',
    });
    admin = await signInAs('library.admin@demo.example.org', 'DemoLibrary2026');
    orgId = await organizationOf(admin, 'County Library');
    orgName = 'County Library';
  }
  // 200 → 190 (5 %) and 300 → 291 (3 %), both active; then active members at 250 → 250 (0 %), 200 → 196 and 150 → 147 (2 % each).
  await member('standings-a', 200, 190, 1);
  await member('standings-b', 300, 291, 2);
}, 180_000);

afterAll(() => own?.close());

const standings = (by: TestActor) => api('/api/CommunityProgress/standings', { token: by.token });
const mine = async (by: TestActor) => (await standings(by)).json.organizations.find((o: { accountId: string }) => o.accountId === orgId);

describe('team standings', () => {
  it('is off by default, and only the organisation’s admins read or change the setting', async () => {
    expect((await api(`/api/Account/${orgId}/standings`, { token: admin.token })).json).toEqual({ optIn: false });
    for (const caller of [members[0]!, await newSignedInUser('standings-stranger')]) {
      expectProblem(await api(`/api/Account/${orgId}/standings`, { token: caller.token }), 403);
      expectProblem(await api(`/api/Account/${orgId}/standings`, { method: 'PUT', token: caller.token, body: { optIn: true } }), 403);
    }
    expectProblem(await api(`/api/Account/${orgId}/standings`, { method: 'PUT', token: admin.token, body: { optIn: 'yes' } }), 400);
    expect((await api(`/api/Account/${orgId}/standings`, { token: admin.token })).json).toEqual({ optIn: false });
  });

  it('lists an opted-in organisation only once it has enough active members, ranked by average % lost', async () => {
    expect((await api(`/api/Account/${orgId}/standings`, { method: 'PUT', token: admin.token, body: { optIn: true } })).json).toEqual({ optIn: true });
    // Opted in, but two active members of the three needed.
    expect(await mine(members[0]!)).toBeUndefined();
    // A third member would make three, but one person's arrival alone would move the score by
    // exactly that person: the organisation's figures wait for three private changes.
    await member('standings-c', 250, 250, 3);
    expect(await mine(members[0]!)).toBeUndefined();
    await member('standings-d', 200, 196, 2);
    await member('standings-e', 150, 147, 1);
    const result = await standings(members[0]!);
    expect(result.status).toBe(200);
    expect(result.json.minActiveMembers).toBe(3);
    // (5 + 3 + 0 + 2 + 2) / 5 = 2.4.
    expect(await mine(members[0]!)).toEqual({ rank: expect.any(Number), accountId: orgId, name: orgName, activeMembers: 5, averagePercentLost: 2.4 });
    const ranks = result.json.organizations.map((o: { rank: number }) => o.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expectNoneOfTheseNumbers(result.text, [190, 291]);
  });

  it('drops the organisation when its admins opt out; no token is 401', async () => {
    expect((await api(`/api/Account/${orgId}/standings`, { method: 'PUT', token: admin.token, body: { optIn: false } })).status).toBe(200);
    expect(await mine(members[1]!)).toBeUndefined();
    expectProblem(await api('/api/CommunityProgress/standings'), 401);
  });
});
