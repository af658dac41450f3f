import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { organizationOf, signInAs, type TestActor } from '../support/actors';
import { api, expectProblem, newSignedInUser, newVerifiedUser } from '../support/http';
import { approvedMember, daysAgo, logWeights as logs } from '../support/organization-members';
import { suiteSql } from '../support/suite-sql';
import { startOwnServerWithMail, type OwnServerWithMail } from '../support/own-server-with-mail';
import { expectNoneOfTheseNumbers } from '../support/json-numbers';
import { addDays } from '@/lib/dates';
import { weekStarting as mondayOf } from '@/lib/progress/coalition-outcomes';

/**
 * GET /api/Coalition/outcomes, with groups of 3 shown (the suite's servers set
 * COALITION_MIN_GROUP_SIZE=3 and count on every call). An organisation of four people made here
 * is checked figure by figure (computed by hand below), and a one-person organisation must give
 * nothing away however the call is narrowed. On PGlite the file runs its own server (the seeded
 * County Library and Demo Organization, the demo coalition Admin); on PostgreSQL the
 * organisations and the Admin are made with SQL beside the suite's server.
 */
const onPostgres = inject('databaseKind') === 'postgres';
let own: OwnServerWithMail | undefined;
let coalitionAdmin: TestActor;
let orgAdmin: TestActor;
let orgId: string;
let lonerOrgId: string;
let lonerOrgName: string;

/** A member of the organisation (asked, approved), with the weigh-ins given. */
const member = (label: string, entries: Array<[number, number]>) => approvedMember(orgId, orgAdmin, label, entries);

async function setUp(): Promise<void> {
  if (onPostgres) {
    // Made Admin before the first sign-in: a signed-in user's row is kept for 5 s.
    const registered = await newVerifiedUser('coalition-admin');
    await suiteSql('UPDATE users SET coalition_admin = true WHERE email = $1', [registered.email]);
    coalitionAdmin = await signInAs(registered.email, registered.password);
    orgAdmin = await newSignedInUser('coalition-org-admin');
    orgId = String(
      (await suiteSql("INSERT INTO accounts (name, type) VALUES ($1, 'organization') RETURNING id", [`Coalition ${randomUUID().slice(0, 8)}`]))[0]!.id,
    );
    await suiteSql("INSERT INTO user_accounts (user_id, account_id, role, status) VALUES ($1, $2, 'OrganizationAdmin', 'Active')", [orgAdmin.id, orgId]);
    // One participant alone in an organisation: the one a narrowed call might single out.
    const loner = await newSignedInUser('coalition-loner');
    await logs(loner, [
      [30, 200],
      [3, 190],
    ]);
    lonerOrgName = `Loner ${randomUUID().slice(0, 8)}`;
    lonerOrgId = String((await suiteSql("INSERT INTO accounts (name, type) VALUES ($1, 'organization') RETURNING id", [lonerOrgName]))[0]!.id);
    await suiteSql("INSERT INTO user_accounts (user_id, account_id, role, status) VALUES ($1, $2, 'User', 'Active')", [loner.id, lonerOrgId]);
    return;
  }
  own = await startOwnServerWithMail('coalition', {
    RATE_LIMIT_PER_IP_PER_MINUTE: '500',
    COALITION_MIN_GROUP_SIZE: '3',
    COALITION_FIGURES_MAX_AGE_SECONDS: '0',
  });
  coalitionAdmin = await signInAs('coalition@demo.example.org', 'DemoCoalition2026');
  orgAdmin = await signInAs('library.admin@demo.example.org', 'DemoLibrary2026');
  orgId = await organizationOf(orgAdmin, 'County Library');
  // The demo organisation's only participant is its admin, who has weighed in for three weeks.
  const demoAdmin = await signInAs('admin@demo.example.org', 'DemoAdmin2026');
  lonerOrgId = await organizationOf(demoAdmin, 'Demo Organization');
  lonerOrgName = 'Demo Organization';
}

const outcomes = (by: TestActor | undefined, query = '') => api(`/api/Coalition/outcomes${query}`, { token: by?.token });
let plainMember: TestActor;

beforeAll(async () => {
  await setUp();
  // Three people outside every organisation, so that "everyone minus the organisation" is never a small group.
  for (const label of ['coalition-out-1', 'coalition-out-2', 'coalition-out-3'])
    await logs(await newSignedInUser(label), [
      [60, 200],
      [2, 199],
    ]);
  // All four joined 60 days ago. P1, P2: 200 → 194 (3 %), weighed in yesterday; P3: 300 → 267
  // (11 %) 20 days ago; P4: 250 → 255 (a regain), last 50 days ago.
  plainMember = await member('coalition-p1', [
    [60, 200],
    [1, 194],
  ]);
  await member('coalition-p2', [
    [60, 200],
    [1, 194],
  ]);
  await member('coalition-p3', [
    [60, 300],
    [20, 267],
  ]);
  await member('coalition-p4', [
    [60, 250],
    [50, 255],
  ]);
}, 180_000);

afterAll(() => own?.close());

const hidden = { value: null, suppressed: true };
const shown = (value: number) => ({ value, suppressed: false });

describe('GET /api/Coalition/outcomes', () => {
  it("answers the coalition's Admin with an organisation's hand-computed figures", async () => {
    const result = await outcomes(coalitionAdmin, `?organizationId=${orgId}`);
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ minGroupSize: 3, scope: { accountId: orgId }, organizations: [] });
    expect(result.json.summary).toEqual({
      participants: shown(4),
      newThisWeek: hidden, // nobody joined this week
      activeLast7Days: hidden, // P1, P2: two people
      activeLast28Days: shown(3), // P1, P2, P3
      poundsLost: shown(45), // 6 + 6 + 33 + 0 (a regain counts nothing)
      lostAtLeast: [
        { percent: 3, share: shown(75) }, // P1, P2, P3 of 4
        { percent: 5, share: shown(25) }, // P3
        { percent: 10, share: shown(25) },
      ],
      retention: [
        { weeks: 4, share: shown(75) }, // all four joined 60 days ago; P1, P2, P3 still weighed in 4+ weeks later
        { weeks: 12, share: hidden }, // nobody joined 12 weeks ago
        { weeks: 26, share: hidden },
      ],
    });
    expect(result.json.cohorts).toEqual([{ weekStarting: expect.any(String), participants: shown(4), retention: result.json.summary.retention }]);
    // No one's own weight is in it.
    expectNoneOfTheseNumbers(result.text, [194, 267, 255]);
  });

  it('lists every organisation, the whole coalition and the community total', async () => {
    const result = await outcomes(coalitionAdmin);
    expect(result.status).toBe(200);
    expect(result.json.scope).toBeNull();
    expect(result.json.summary.participants.value).toBeGreaterThanOrEqual(8);
    // The community's total and participants are every resident's: the Admin reads the same numbers.
    const community = (await api('/api/CommunityProgress', { token: plainMember.token })).json;
    expect(result.json.communityTotal).toEqual(shown(community.totalPoundsLost));
    expect(result.json.communityParticipants).toEqual(shown(community.participants));
    const mine = result.json.organizations.find((o: { accountId: string }) => o.accountId === orgId);
    expect(mine.summary.participants).toEqual(shown(4));
    expect(mine.summary.poundsLost).toEqual(shown(45));
  });

  it('cannot single out the one participant of an organisation, however the call is narrowed', async () => {
    const narrowed = await outcomes(coalitionAdmin, `?organizationId=${lonerOrgId}`);
    expect(narrowed.status).toBe(200);
    const { summary, cohorts } = narrowed.json;
    const figures = [
      summary.participants,
      summary.newThisWeek,
      summary.activeLast7Days,
      summary.activeLast28Days,
      summary.poundsLost,
      ...summary.lostAtLeast.map((l: { share: unknown }) => l.share),
      ...summary.retention.map((r: { share: unknown }) => r.share),
    ];
    expect(figures.every((f) => f.value === null && f.suppressed === true)).toBe(true);
    for (const cohort of cohorts) expect([cohort.participants, ...cohort.retention.map((r: { share: unknown }) => r.share)]).toEqual(Array(4).fill(hidden));
    const listed = (await outcomes(coalitionAdmin)).json.organizations.find((o: { accountId: string }) => o.accountId === lonerOrgId);
    expect(listed.name).toBe(lonerOrgName);
    expect(listed.summary.participants).toEqual(hidden);
    expect(listed.summary.poundsLost).toEqual(hidden);
    const csv = await outcomes(coalitionAdmin, `?organizationId=${lonerOrgId}&format=csv`);
    expect(
      csv.text
        .split('\r\n')
        .filter((line) => line.startsWith('organization,'))
        .every((line) => line.endsWith(',,true')),
    ).toBe(true);
  });

  it('downloads the figures as CSV: numbers in the value column, suppression in its own', async () => {
    const result = await api(`/api/Coalition/outcomes?organizationId=${orgId}&format=csv`, { token: coalitionAdmin.token });
    expect(result.status).toBe(200);
    expect(result.contentType).toBe('text/csv; charset=utf-8');
    expect(result.headers.get('content-disposition')).toMatch(/^attachment; filename="coalition-outcomes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = result.text.split('\r\n');
    expect(lines[0]).toBe('group,organization,week_starting,measure,value,suppressed');
    expect(result.text).not.toContain('fewer than');
    const name = (await outcomes(coalitionAdmin, `?organizationId=${orgId}`)).json.scope.name;
    expect(lines).toContain(`organization,${name},,participants,4,false`);
    expect(lines).toContain(`organization,${name},,active_last_7_days,,true`);
    expect(lines).toContain(`organization,${name},,pounds_lost,45,false`);
    expect(lines).toContain(`organization,${name},,percent_retained_at_4_weeks,75,false`);
  });

  it('refuses a member, an organisation admin, a stranger and no token (403/401, nothing revealed), and bad input', async () => {
    const stranger = await newSignedInUser('coalition-stranger');
    for (const caller of [plainMember, orgAdmin, stranger]) {
      const denied = await outcomes(caller, `?organizationId=${orgId}`);
      expectProblem(denied, 403);
      expect(denied.text).not.toContain('"participants"');
      expectNoneOfTheseNumbers(denied.text, [45]);
      expectProblem(await outcomes(caller, '?format=csv'), 403);
    }
    expectProblem(await outcomes(undefined), 401);
    expectProblem(await outcomes(coalitionAdmin, '?organizationId=not-an-id'), 400);
    expectProblem(await outcomes(coalitionAdmin, '?format=xlsx'), 400);
    expectProblem(await outcomes(coalitionAdmin, '?from=2026-13-01'), 400);
    expectProblem(await outcomes(coalitionAdmin, '?from=2026-05-02&to=2026-05-01'), 400);
    expectProblem(await outcomes(coalitionAdmin, '?from=2024-01-01&to=2026-01-02'), 400);
    expectProblem(await outcomes(coalitionAdmin, '?organizationId=00000000-0000-4000-8000-000000000000'), 404);
  });

  it('gives the community total and participants week by week over the chosen range, small weeks suppressed', async () => {
    const { json } = await outcomes(coalitionAdmin);
    // By default the last twelve weeks to today: 12 or 13 Mondays, the last one this week's.
    expect(json.range).toEqual({ from: addDays(json.asOf, -83), to: json.asOf });
    const weeks = json.communityWeeks as Array<{ weekStarting: string; participants: unknown; totalPoundsLost: { value: number } }>;
    expect(weeks.at(-1)!.weekStarting).toBe(mondayOf(json.asOf));
    expect(weeks[0]!.weekStarting).toBe(mondayOf(json.range.from));
    // This week's end is today: the counter every dashboard shows. Only on a server of this
    // file's own: on the suite's shared one, other files log weights (some dated tomorrow somewhere) meanwhile.
    if (own) {
      expect(weeks.at(-1)!.participants).toEqual(json.communityParticipants);
      expect(weeks.at(-1)!.totalPoundsLost.value).toBeCloseTo(json.communityTotal.value, 5);
    }

    // Before anyone weighed in, and a range of one's choosing: every week about too few people.
    const early = (await outcomes(coalitionAdmin, '?from=2020-01-01&to=2020-01-31')).json;
    expect(early.range).toEqual({ from: '2020-01-01', to: '2020-01-31' });
    expect(early.communityWeeks.map((w: { weekStarting: string }) => w.weekStarting)).toEqual([
      '2019-12-30',
      '2020-01-06',
      '2020-01-13',
      '2020-01-20',
      '2020-01-27',
    ]);
    for (const week of early.communityWeeks) expect([week.participants, week.totalPoundsLost]).toEqual([hidden, hidden]);
    const csv = (await outcomes(coalitionAdmin, '?from=2020-01-01&to=2020-01-31&format=csv')).text.split('\r\n');
    expect(csv).toContain('community_week,,2019-12-30,community_participants,,true');
    expect(csv.filter((line) => line.startsWith('community_week,'))).toHaveLength(10);
  });

  it('follows a new weigh-in at once when counting on every call', async () => {
    expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: plainMember.token, body: { weight: 190, logDate: daysAgo(0) } })).status).toBe(201);
    // P1: 200 → 190 = 5 %: now P1 and P3 lost 5 %, and the pounds grow by 4.
    const { summary } = (await outcomes(coalitionAdmin, `?organizationId=${orgId}`)).json;
    expect(summary.poundsLost).toEqual(shown(49));
    expect(summary.lostAtLeast[1]).toEqual({ percent: 5, share: shown(50) });
  });
});
