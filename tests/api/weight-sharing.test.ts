import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { organizationOf, personalAccountOf, signInAs, type TestActor } from '../support/actors';
import { api, expectProblem, newSignedInUser } from '../support/http';
import { approvedMember, daysAgo, logWeights as logs } from '../support/organization-members';
import { suiteSql } from '../support/suite-sql';
import { startOwnServerWithMail, type OwnServerWithMail } from '../support/own-server-with-mail';
import { expectNoneOfTheseNumbers } from '../support/json-numbers';

/**
 * A member's own choice to show their weights to the organisation's
 * admins (PUT /api/Account/{accountId}/users/{userId}/share-weights), the admins' list of those
 * weights (GET /api/WeightLog/organization/{accountId}/shared-weights), and the small-group
 * suppression of the organisation's progress (groups of 3 shown here, COALITION_MIN_GROUP_SIZE=3).
 * On PGlite the file runs its own server (the seeded County Library has one admin and no one
 * else; Demo Organization's only participant is its admin); on PostgreSQL both organisations are
 * made with SQL beside the suite's server.
 */
const onPostgres = inject('databaseKind') === 'postgres';
let own: OwnServerWithMail | undefined;
let admin: TestActor;
let otherAdmin: TestActor;
let orgId: string;
let otherOrgId: string;

async function organisationOf(by: TestActor): Promise<string> {
  const id = String(
    (await suiteSql("INSERT INTO accounts (name, type) VALUES ($1, 'organization') RETURNING id", [`Sharing ${randomUUID().slice(0, 8)}`]))[0]!.id,
  );
  await suiteSql("INSERT INTO user_accounts (user_id, account_id, role, status) VALUES ($1, $2, 'OrganizationAdmin', 'Active')", [by.id, id]);
  return id;
}

/** A member of the organisation (asked, approved), with the weigh-ins given. */
const member = (label: string, entries: Array<[number, number]>) => approvedMember(orgId, admin, label, entries);

const share = (by: TestActor | undefined, userId: string, shareWeights: unknown, accountId = orgId) =>
  api(`/api/Account/${accountId}/users/${userId}/share-weights`, { method: 'PUT', token: by?.token, body: { shareWeights } });
const shared = (by: TestActor | undefined, accountId = orgId) => api(`/api/WeightLog/organization/${accountId}/shared-weights`, { token: by?.token });
const progress = (by: TestActor, accountId = orgId) => api(`/api/WeightLog/organization/${accountId}/progress`, { token: by.token });
const sharingOf = async (actor: TestActor) =>
  ((await api(`/api/User/${actor.id}`, { token: actor.token })).json.accounts as Array<{ accountId: string; shareWeights: boolean }>).find(
    (a) => a.accountId === orgId,
  )?.shareWeights;

const hidden = { value: null, suppressed: true };
const shown = (value: number) => ({ value, suppressed: false });
let pat: TestActor;
let kim: TestActor;
let lee: TestActor;
let stranger: TestActor;

beforeAll(async () => {
  if (onPostgres) {
    [admin, otherAdmin] = [await newSignedInUser('sharing-admin'), await newSignedInUser('sharing-other-admin')];
    orgId = await organisationOf(admin);
    otherOrgId = await organisationOf(otherAdmin);
  } else {
    own = await startOwnServerWithMail('sharing', { RATE_LIMIT_PER_IP_PER_MINUTE: '500', COALITION_MIN_GROUP_SIZE: '3' });
    admin = await signInAs('library.admin@demo.example.org', 'DemoLibrary2026');
    orgId = await organizationOf(admin, 'County Library');
    otherAdmin = await signInAs('admin@demo.example.org', 'DemoAdmin2026');
    otherOrgId = await organizationOf(otherAdmin, 'Demo Organization');
  }
  // Pat 210 → 199.5 (10.5 lb, 5 %), Kim 180 → 178 (2 lb), Lee 250 → 240 (10 lb, 4 %): 22.5 lb together.
  pat = await member('sharing-pat', [
    [40, 210],
    [2, 199.5],
  ]);
  kim = await member('sharing-kim', [
    [30, 180],
    [1, 178],
  ]);
  lee = await member('sharing-lee', [
    [20, 250],
    [3, 240],
  ]);
  stranger = await newSignedInUser('sharing-stranger');
}, 180_000);

afterAll(() => own?.close());

describe('sharing weights with the organisation’s admins', () => {
  it('is off by default: the admins get an empty list and aggregates only', async () => {
    expect(await sharingOf(pat)).toBe(false);
    const list = await shared(admin);
    expect(list.status).toBe(200);
    expect(list.json).toEqual({ accountId: orgId, members: [] });
    expect(list.headers.get('cache-control')).toBe('no-store');
    const figures = await progress(admin);
    expect(figures.json).toMatchObject({ minGroupSize: 3, members: 4, poundsLost: shown(22.5) });
    // 3 of the 4 members weighed in: the one who did not is a group of 1.
    expect(figures.json.participants).toEqual(hidden);
    expectNoneOfTheseNumbers(figures.text, [210, 199.5, 178, 180, 250, 240]);
  });

  it('only the member may turn it on: another member, the admins, a stranger and no token are refused and nothing changes', async () => {
    for (const [by, status] of [
      [kim, 403],
      [admin, 403],
      [otherAdmin, 403],
      [stranger, 403],
      [undefined, 401],
    ] as const) {
      expectProblem(await share(by, pat.id, true), status);
      expect(await sharingOf(pat)).toBe(false);
      expect((await shared(admin)).json.members).toEqual([]);
    }
    const answer = await share(pat, pat.id, true);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ accountId: orgId, userId: pat.id, shareWeights: true });
    expect(await sharingOf(pat)).toBe(true);
  });

  it("shows the organisation's admins the sharing member's weights, and nobody else's", async () => {
    const list = await shared(admin);
    expect(list.json.members).toEqual([
      {
        userId: pat.id,
        firstName: 'Test',
        lastName: 'sharing-pat',
        email: pat.email,
        startingWeight: 210,
        startingDate: daysAgo(40),
        latestWeight: 199.5,
        latestDate: daysAgo(2),
        lost: 10.5,
        percentLost: 5,
      },
    ]);
    expectNoneOfTheseNumbers(list.text, [178, 180, 250, 240]);
    for (const [by, status] of [
      [pat, 403],
      [kim, 403],
      [otherAdmin, 403],
      [stranger, 403],
      [undefined, 401],
    ] as const) {
      const refused = await shared(by);
      expectProblem(refused, status);
      expect(refused.text).not.toContain('199.5');
    }
  });

  it('hides the weight figures while those not sharing are 1 to 10 (the total minus the list would be theirs), and shows them when all share', async () => {
    // Pat shares, Kim and Lee do not: 22.5 − 10.5 would be their 12 lb together.
    expect((await progress(admin)).json).toMatchObject({
      poundsLost: hidden,
      averagePercentLost: hidden,
      lostAtLeast: [{ share: hidden }, { share: hidden }, { share: hidden }],
    });
    expect((await progress(admin)).json.weekly.at(-1).poundsLost).toEqual(hidden);
    expect((await share(kim, kim.id, true)).status).toBe(200);
    expect((await share(lee, lee.id, true)).status).toBe(200);
    expect((await shared(admin)).json.members.map((m: { lastName: string }) => m.lastName)).toEqual(['sharing-kim', 'sharing-lee', 'sharing-pat']);
    const figures = (await progress(admin)).json;
    expect(figures).toMatchObject({ poundsLost: shown(22.5), averagePercentLost: shown(3.4) }); // (5 + 1.1… + 4) / 3
    expect(figures.weekly.at(-1).poundsLost).toEqual(shown(22.5));
  });

  it('turned off, the weights are gone from the very next answer', async () => {
    expect((await share(pat, pat.id, false)).json).toEqual({ accountId: orgId, userId: pat.id, shareWeights: false });
    const list = await shared(admin);
    expect(list.json.members.map((m: { userId: string }) => m.userId)).toEqual([kim.id, lee.id]);
    expectNoneOfTheseNumbers(list.text, [210, 199.5]);
    // Pat alone outside the list again: the total would be Pat's.
    expect((await progress(admin)).json.poundsLost).toEqual(hidden);
  });

  it('does not outlive the membership: removed and invited back, Kim shares nothing until Kim chooses again', async () => {
    expect((await api(`/api/Account/${orgId}/users/${kim.id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect((await api('/api/Account/invite', { method: 'POST', token: admin.token, body: { email: kim.email, role: 'User', accountId: orgId } })).status).toBe(
      201,
    );
    const invitation = ((await api('/api/Account/my-invitations', { token: kim.token })).json as Array<{ id: string; accountId: string }>).find(
      (i) => i.accountId === orgId,
    )!;
    expect((await api('/api/Account/accept-invitation', { method: 'POST', token: kim.token, body: { userAccountId: invitation.id } })).status).toBe(200);
    expect(await sharingOf(kim)).toBe(false);
    expect((await shared(admin)).json.members.map((m: { userId: string }) => m.userId)).toEqual([lee.id]);
  });

  it('refuses what is not an Active membership of an organisation (404) and a malformed request (400), changing nothing', async () => {
    expectProblem(await share(pat, pat.id, true, await personalAccountOf(pat)), 404);
    expectProblem(await share(pat, pat.id, true, otherOrgId), 404);
    expectProblem(await share(stranger, stranger.id, true), 404);
    const asker = await newSignedInUser('sharing-asker');
    expect((await api(`/api/Account/${orgId}/join-requests`, { method: 'POST', token: asker.token, body: { locale: 'en-US' } })).status).toBe(201);
    expectProblem(await share(asker, asker.id, true), 404);
    expectProblem(await share(pat, pat.id, 'yes'), 400);
    expectProblem(await api(`/api/Account/${orgId}/users/${pat.id}/share-weights`, { method: 'PUT', token: pat.token, body: {} }), 400);
    expectProblem(await api(`/api/Account/not-an-id/users/${pat.id}/share-weights`, { method: 'PUT', token: pat.token, body: { shareWeights: true } }), 400);
    expectProblem(await shared(admin, 'not-an-id'), 400);
    expect(await sharingOf(pat)).toBe(false);
  });
});

describe("small-group suppression of an organisation's progress", () => {
  it('an organisation whose one participant is its admin shows nothing about that person', async () => {
    // On PostgreSQL the admin is new; on PGlite the demo admin has weighed in for weeks already.
    if (onPostgres)
      await logs(otherAdmin, [
        [9, 321.7],
        [0, 311.3],
      ]);
    const result = await progress(otherAdmin, otherOrgId);
    expect(result.status).toBe(200);
    const body = result.json;
    expect(body).toMatchObject({ minGroupSize: 3, participants: hidden, activeThisWeek: hidden, poundsLost: hidden, averagePercentLost: hidden });
    expect(body.lostAtLeast.map((s: { share: unknown }) => s.share)).toEqual([hidden, hidden, hidden]);
    expect(body.weekly.map((w: { poundsLost: unknown }) => w.poundsLost)).toEqual(body.weekly.map(() => hidden));
    expectNoneOfTheseNumbers(result.text, [321.7, 311.3, 10.4]);
  });
});
