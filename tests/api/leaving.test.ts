import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { organizationOf, signInAs, type TestActor } from '../support/actors';
import { api, baseUrl, expectProblem, newSignedInUser, signIn } from '../support/http';
import { startOwnServerWithMail, type OwnServerWithMail } from '../support/own-server-with-mail';

/**
 * A person leaves an organisation, and deletes their account (docs/decisions/0028).
 *
 * The last test reads every table of the database. On PostgreSQL it reads the suite's database
 * beside the running server; PGlite is held by the one process that opened it, so on PGlite this
 * file runs its own server (fresh data directory, its own mail listener), stops it at the end and
 * opens its data directory. A fresh server also gives an organisation with exactly one admin
 * (the seeded County Library); on PostgreSQL such an organisation is made with SQL.
 */
const onPostgres = inject('databaseKind') === 'postgres';
const databaseUrl = process.env.API_TEST_DATABASE_URL ?? '';

type Person = TestActor & { password: string };
type Query = (text: string, values?: unknown[]) => Promise<Array<Record<string, unknown>>>;

let own: OwnServerWithMail | undefined;

beforeAll(async () => {
  if (onPostgres) return;
  own = await startOwnServerWithMail('leaving', { RATE_LIMIT_PER_IP_PER_MINUTE: '200' });
}, 180_000);

afterAll(() => own?.close());

/** Runs `run` with SQL on the database the server wrote. On PGlite the server is stopped first (for good). */
async function withDatabase<T>(run: (query: Query) => Promise<T>): Promise<T> {
  if (onPostgres) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await run(async (text, values) => (await client.query(text, values as unknown[])).rows);
    } finally {
      await client.end();
    }
  }
  await own!.server.stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(own!.dataDir, 'pglite'));
  try {
    return await run(async (text, values) => (await db.query<Record<string, unknown>>(text, values as unknown[])).rows);
  } finally {
    await db.close();
  }
}

async function person(label: string): Promise<Person> {
  const created = await newSignedInUser(label);
  return { id: created.id, token: created.token, email: created.email, password: created.password };
}

const userOf = (p: TestActor) => api(`/api/User/${p.id}`, { token: p.token });
const accountIdsOf = async (p: TestActor) => ((await userOf(p)).json.accounts as Array<{ accountId: string }>).map((a) => a.accountId);
const leave = (p: TestActor, accountId: string) => api(`/api/Account/${accountId}/users/${p.id}`, { method: 'DELETE', token: p.token });
const deleteAccount = (p: TestActor, body: unknown) => api(`/api/User/${p.id}`, { method: 'DELETE', token: p.token, body });
const orgList = (admin: TestActor, accountId: string) => api(`/api/Account/org-admins?accountIds=${accountId}`, { token: admin.token });

async function join(admin: TestActor, member: TestActor, accountId: string, role: 'User' | 'OrganizationAdmin'): Promise<void> {
  expect((await api('/api/Account/invite', { method: 'POST', token: admin.token, body: { email: member.email, role, accountId } })).status).toBe(201);
  const invitation = ((await api('/api/Account/my-invitations', { token: member.token })).json as Array<{ id: string; accountId: string }>).find(
    (i) => i.accountId === accountId,
  )!;
  expect((await api('/api/Account/accept-invitation', { method: 'POST', token: member.token, body: { userAccountId: invitation.id } })).status).toBe(200);
}

const activeAdmins = async (admin: TestActor, accountId: string) =>
  ((await orgList(admin, accountId)).json as Array<{ userId: string; role: string; status: string }>)
    .filter((m) => m.status === 'Active' && m.role !== 'User')
    .map((m) => m.userId);

/**
 * An organisation whose only admin is the person returned (see the file's comment): on PGlite
 * the seeded one named, whose admin is alone there on a fresh server.
 */
async function soleAdminOrganisation(seeded: { email: string; password: string; name: string }): Promise<{ admin: Person; accountId: string }> {
  let admin: Person;
  let accountId: string;
  if (onPostgres) {
    admin = await person('sole-admin');
    accountId = await withDatabase(async (query) => {
      const [row] = await query("INSERT INTO accounts (name, type) VALUES ($1, 'organization') RETURNING id", [`Leaving ${randomUUID().slice(0, 8)}`]);
      await query("INSERT INTO user_accounts (user_id, account_id, role, status) VALUES ($1, $2, 'OrganizationAdmin', 'Active')", [admin.id, row!.id]);
      return String(row!.id);
    });
  } else {
    admin = { ...(await signInAs(seeded.email, seeded.password)), password: seeded.password };
    accountId = await organizationOf(admin, seeded.name);
  }
  expect(await activeAdmins(admin, accountId)).toEqual([admin.id]);
  return { admin, accountId };
}

let demoAdmin: TestActor;
let demoOrg: string;

beforeAll(async () => {
  demoAdmin = await signInAs('admin@demo.example.org', 'DemoAdmin2026');
  demoOrg = await organizationOf(demoAdmin, 'Demo Organization');
});

describe('leaving an organisation: DELETE /api/Account/{accountId}/users/{own id}', () => {
  it('takes an invited member out: 204, gone from their accounts and the admin list, primary back on the personal account', async () => {
    const member = await person('leaver');
    await join(demoAdmin, member, demoOrg, 'User');
    const membership = ((await userOf(member)).json.accounts as Array<{ id: string; accountId: string }>).find((a) => a.accountId === demoOrg)!;
    expect(
      (await api(`/api/User/${member.id}/set-primary-account`, { method: 'PUT', token: member.token, body: { userAccountId: membership.id } })).status,
    ).toBe(200);

    const left = await leave(member, demoOrg);
    expect(left.status).toBe(204);
    expect((await userOf(member)).json.accounts).toEqual([expect.objectContaining({ accountType: 'personal', isPrimary: true })]);
    expect((await orgList(demoAdmin, demoOrg)).json).not.toContainEqual(expect.objectContaining({ userId: member.id }));
    expectProblem(await leave(member, demoOrg), 404);
  });

  it('takes out the organisation chosen in the profile, which can then be chosen again', async () => {
    const member = await person('profile-leaver');
    const profile = { firstName: 'Pat', lastName: 'Leaver', organisation: demoOrg, locale: 'en-US' };
    expect((await api(`/api/User/${member.id}/profile`, { method: 'PUT', token: member.token, body: profile })).json.joinRequest).toMatchObject({
      accountId: demoOrg,
      status: 'Requested',
    });
    expect(
      (await api(`/api/Account/${demoOrg}/join-requests/${member.id}`, { method: 'PUT', token: demoAdmin.token, body: { decision: 'Approved' } })).status,
    ).toBe(200);
    expect((await userOf(member)).json.organisation).toEqual({ accountId: demoOrg, accountName: 'Demo Organization' });
    expect((await leave(member, demoOrg)).status).toBe(204);
    const after = (await userOf(member)).json;
    expect(after.organisation).toBeNull();
    expect(after.accounts.map((a: { accountId: string }) => a.accountId)).not.toContain(demoOrg);
    expect((await api(`/api/User/${member.id}/profile`, { method: 'PUT', token: member.token, body: profile })).status).toBe(200);
  });

  it('refuses a personal account (403) and an organisation one is not in (404), changing nothing', async () => {
    const outsider = await person('outsider');
    const before = await accountIdsOf(outsider);
    expectProblem(await leave(outsider, before[0]!), 403);
    expectProblem(await leave(outsider, demoOrg), 404);
    expect(await accountIdsOf(outsider)).toEqual(before);
  });
});

describe('the last admin', () => {
  let sole: { admin: Person; accountId: string };
  beforeAll(async () => {
    sole = await soleAdminOrganisation({ email: 'library.admin@demo.example.org', password: 'DemoLibrary2026', name: 'County Library' });
  });

  it('cannot leave: 409 LastAdminCannotLeave, and nothing changes', async () => {
    const before = [(await userOf(sole.admin)).json, (await orgList(sole.admin, sole.accountId)).json];
    const result = await leave(sole.admin, sole.accountId);
    expectProblem(result, 409);
    expect(result.json.detail).toBe('LastAdminCannotLeave');
    expect([(await userOf(sole.admin)).json, (await orgList(sole.admin, sole.accountId)).json]).toEqual(before);
  });

  it('cannot delete their account either: 409 with only the code, and they can still sign in', async () => {
    const result = await deleteAccount(sole.admin, { password: sole.admin.password });
    expectProblem(result, 409);
    expect(result.json).toEqual({ type: '/problems/conflict', title: 'Conflict', status: 409, detail: 'LastAdminCannotLeave' });
    expect((await userOf(sole.admin)).status).toBe(200);
    expect((await signIn(sole.admin.email, sole.admin.password)).session.accessToken).toEqual(expect.any(String));
  });

  it('leaves once another admin exists', async () => {
    const successor = await person('successor');
    await join(sole.admin, successor, sole.accountId, 'OrganizationAdmin');
    expect((await leave(sole.admin, sole.accountId)).status).toBe(204);
    expect(await activeAdmins(successor, sole.accountId)).toEqual([successor.id]);
    expect(await accountIdsOf(sole.admin)).not.toContain(sole.accountId);
  });
});

describe('deleting an account: DELETE /api/User/{id}', () => {
  let leaving: Person;
  let keeper: Person; // the other admin of the organisation the leaving person administers
  let bystander: Person;
  let organisation: string;
  let sessionCookie: string;

  /** What the person, their organisation and the community look like through the API. */
  async function snapshot() {
    const reads = await Promise.all([
      userOf(leaving),
      api(`/api/WeightLog/user/${leaving.id}`, { token: leaving.token }),
      api('/api/WeightLossGoal/my-goal', { token: leaving.token }),
      api(`/api/User/${leaving.id}/reminders`, { token: leaving.token }),
      orgList(keeper, organisation),
      api(`/api/WeightLossGoal/${organisation}`, { token: keeper.token }),
    ]);
    return reads.map((r) => [r.status, r.json]);
  }

  beforeAll(async () => {
    ({ admin: keeper, accountId: organisation } = await soleAdminOrganisation({
      email: 'admin@demo.example.org',
      password: 'DemoAdmin2026',
      name: 'Demo Organization',
    }));
    [leaving, bystander] = await Promise.all([person('deleted'), person('bystander')]);
    // Rows in as many tables as a person can have: memberships, an invitation they sent, logs,
    // progress, goals (their own and one they set for the organisation), reminders, a pending
    // email change, refresh tokens (two sign-ins).
    await join(keeper, leaving, organisation, 'OrganizationAdmin');
    expect(
      (await api('/api/Account/invite', { method: 'POST', token: leaving.token, body: { email: bystander.email, role: 'User', accountId: organisation } }))
        .status,
    ).toBe(201);
    expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: leaving.token, body: { weight: 210, logDate: '2026-10-01' } })).status).toBe(201);
    expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: leaving.token, body: { weight: 201.5, logDate: '2026-10-08' } })).status).toBe(201);
    expect((await api('/api/WeightLossGoal', { method: 'POST', token: leaving.token, body: { goalWeight: 185 } })).status).toBe(201);
    expect((await api('/api/WeightLossGoal', { method: 'POST', token: leaving.token, body: { accountId: organisation, targetWeightLoss: 400 } })).status).toBe(
      201,
    );
    const reminders = { enabled: true, days: [1, 4], localTime: '07:00', timeZone: 'Europe/Madrid', streakTime: '20:00', weeklySummary: true, locale: 'es-ES' };
    expect((await api(`/api/User/${leaving.id}/reminders`, { method: 'PUT', token: leaving.token, body: reminders })).status).toBe(200);
    const newEmail = `new-${leaving.email}`;
    const profile = await api(`/api/User/${leaving.id}/profile`, {
      method: 'PUT',
      token: leaving.token,
      body: { email: newEmail, firstName: 'Dana', lastName: 'Gone', locale: 'en-US' },
    });
    expect(profile.json.pendingEmail).toBe(newEmail);
    const second = await signIn(leaving.email, leaving.password);
    expect(second.session.accessToken).toEqual(expect.any(String));
    sessionCookie = second.jar.header();
  });

  it('refuses another person (403), no password (400) and a wrong password (403 WrongPassword); nothing changes', async () => {
    const before = await snapshot();
    expectProblem(await api(`/api/User/${leaving.id}`, { method: 'DELETE', token: bystander.token, body: { password: leaving.password } }), 403);
    const missing = await deleteAccount(leaving, {});
    expectProblem(missing, 400);
    expect(missing.json.errors.password.key).toBe('passwordRequired');
    const wrong = await deleteAccount(leaving, { password: 'NotThePassword1' });
    expectProblem(wrong, 403);
    expect(wrong.json.detail).toBe('WrongPassword');
    expect(await snapshot()).toEqual(before);
  });

  let communityBefore: { totalPoundsLost: number; participants: number };

  it('deletes with the right password: 204, the old token gets 401, the session ends, sign-in fails; the community total stays', async () => {
    const community = (await api('/api/CommunityProgress', { token: keeper.token })).json;
    expect(community.totalPoundsLost).toBeGreaterThanOrEqual(8.5);
    communityBefore = { totalPoundsLost: community.totalPoundsLost, participants: community.participants };

    expect((await deleteAccount(leaving, { password: leaving.password })).status).toBe(204);

    expectProblem(await userOf(leaving), 401);
    expectProblem(await api(`/api/WeightLog/user/${leaving.id}`, { token: leaving.token }), 401);
    expectProblem(await deleteAccount(leaving, { password: leaving.password }), 401);
    const session = await (await fetch(`${baseUrl()}/api/auth/session`, { headers: { cookie: sessionCookie } })).json();
    expect(session).toMatchObject({ accessToken: '', error: 'RefreshAccessTokenError' });
    const again = await signIn(leaving.email, leaving.password);
    expect(again.error).toBe('CredentialsSignin');
    expect(again.session.accessToken).toBeUndefined();

    // The organisation goes on: its other admin, the invitation (no longer naming who sent it) and the goal they set.
    const people = (await orgList(keeper, organisation)).json as Array<{ userId: string; status: string }>;
    expect(people.map((p) => p.userId)).not.toContain(leaving.id);
    expect(people).toContainEqual(expect.objectContaining({ userId: bystander.id, status: 'Invited' }));
    expect((await api(`/api/WeightLossGoal/${organisation}`, { token: keeper.token })).json).toMatchObject({ targetWeightLoss: 400 });

    const after = (await api('/api/CommunityProgress', { token: keeper.token })).json;
    expect({ totalPoundsLost: after.totalPoundsLost, participants: after.participants }).toEqual(communityBefore);
  });

  it('leaves no row in any table that names them (every column of every table, read from the database)', async () => {
    const found = await withDatabase(async (query) => {
      const columns = (await query(
        `SELECT table_schema, table_name, column_name FROM information_schema.columns
         WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
           AND (table_schema, table_name) IN (SELECT table_schema, table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE')
         ORDER BY 1, 2, 3`,
      )) as Array<{ table_schema: string; table_name: string; column_name: string }>;
      const tables = new Map<string, string[]>();
      for (const c of columns)
        tables.set(`"${c.table_schema}"."${c.table_name}"`, [...(tables.get(`"${c.table_schema}"."${c.table_name}"`) ?? []), c.column_name]);
      /** `table.column` of every value (any type, as text) containing one of the needles. */
      const mentions = async (needles: string[]) => {
        const hits: string[] = [];
        for (const [table, names] of tables) {
          for (const name of names) {
            const [row] = await query(
              `SELECT count(*)::int AS n FROM ${table} WHERE ${needles.map((_, i) => `lower("${name}"::text) LIKE '%' || $${i + 1} || '%'`).join(' OR ')}`,
              needles,
            );
            if (Number(row!.n) > 0) hits.push(`${table}."${name}"`);
          }
        }
        return hits;
      };
      const [community] = await query(
        'SELECT coalesce(sum(total_pounds_lost), 0)::float8 AS total, coalesce(sum(participants), 0)::int AS participants FROM community_progress',
      );
      return {
        tables: [...tables.keys()],
        leaving: await mentions([leaving.id, leaving.email.toLowerCase(), `new-${leaving.email}`.toLowerCase()]),
        // The same search finds a person who stayed: it would have found the one who left.
        keeper: await mentions([keeper.id]),
        community,
      };
    });
    expect(found.tables).toEqual(
      expect.arrayContaining([
        '"public"."users"',
        '"public"."user_accounts"',
        '"public"."weight_logs"',
        '"public"."goals"',
        '"public"."refresh_tokens"',
        '"public"."email_tokens"',
        '"public"."reminder_settings"',
        '"public"."participant_progress"',
        '"public"."external_identities"',
        '"pgboss"."job"',
      ]),
    );
    expect(found.tables.length).toBeGreaterThanOrEqual(15);
    expect(found.leaving).toEqual([]);
    expect(found.keeper).toEqual(
      expect.arrayContaining(['"public"."users"."id"', '"public"."user_accounts"."user_id"', '"public"."refresh_tokens"."user_id"']),
    );
    expect({ totalPoundsLost: found.community!.total, participants: found.community!.participants }).toEqual(communityBefore);
  });
});
