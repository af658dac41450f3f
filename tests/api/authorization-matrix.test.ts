import { beforeAll, describe, expect, it } from 'vitest';
import { expiredToken, newSignedInUser, organizationOf, personalAccountOf, signInAs, type TestActor } from '../support/actors';
import { api, expectProblem } from '../support/http';

/**
 * Every endpoint × every kind of caller answers the documented status (the API reference, /api/docs), and no
 * refused call changes anything. The caller allowed to act goes last, after the refused ones.
 */
type Caller = 'none' | 'expired' | 'owner' | 'other' | 'adminA' | 'adminB' | 'coalition';
const CALLERS: Caller[] = ['none', 'expired', 'other', 'adminB', 'adminA', 'owner', 'coalition'];

type Request = { method: string; path: string; body?: unknown };
type Case = { name: string; request: () => Request | Promise<Request>; expect: Partial<Record<Caller, number>> & { none: number; expired: number } };

const people = {} as Record<'owner' | 'other' | 'adminA' | 'adminB' | 'coalition', TestActor>;
let expired: string;
let orgA: string;
let orgB: string;
let ownerAccount: string;
let ownerLogId: string;
let ownerSpareLogId: string;

beforeAll(async () => {
  [people.owner, people.other, people.adminA, people.adminB, people.coalition] = await Promise.all([
    newSignedInUser('owner'),
    newSignedInUser('other'),
    signInAs('admin@demo.example.org', 'DemoAdmin2026'),
    signInAs('library.admin@demo.example.org', 'DemoLibrary2026'),
    // The coalition's Admin: no organisation, no personal data of the others.
    signInAs('coalition@demo.example.org', 'DemoCoalition2026'),
  ]);
  expired = await expiredToken(people.owner.id);
  orgA = await organizationOf(people.adminA, 'Demo Organization');
  orgB = await organizationOf(people.adminB, 'County Library');
  ownerAccount = await personalAccountOf(people.owner);
  const { owner } = people;
  ownerLogId = (await api('/api/WeightLog/log-weight', { method: 'POST', token: owner.token, body: { weight: 200, logDate: '2026-10-01' } })).json.entry.id;
  ownerSpareLogId = (await api('/api/WeightLog/log-weight', { method: 'POST', token: owner.token, body: { weight: 199, logDate: '2026-10-02' } })).json.entry
    .id;
  await api('/api/WeightLossGoal', { method: 'POST', token: owner.token, body: { goalWeight: 180 } });
  await api('/api/WeightLossGoal', { method: 'POST', token: people.adminA.token, body: { accountId: orgA, targetWeightLoss: 500 } });
});

function tokenOf(caller: Caller): string | undefined {
  if (caller === 'none') return undefined;
  if (caller === 'expired') return expired;
  return people[caller].token;
}

/** What the owner and the organisations' admins can see: must not move on a refused call. */
async function snapshot() {
  const { owner, adminA, adminB } = people;
  const reads = await Promise.all([
    api(`/api/WeightLog/user/${owner.id}`, { token: owner.token }),
    api('/api/WeightLossGoal/my-goal', { token: owner.token }),
    api(`/api/User/${owner.id}`, { token: owner.token }),
    api(`/api/User/${owner.id}/reminders`, { token: owner.token }),
    api(`/api/WeightLog/organization/${orgA}`, { token: adminA.token }),
    api(`/api/WeightLossGoal/${orgA}`, { token: adminA.token }),
    api(`/api/WeightLossGoal/${orgB}`, { token: adminB.token }),
    api(`/api/Account/org-admins?accountIds=${orgA}`, { token: adminA.token }),
    api('/api/Account/my-invitations', { token: people.other.token }),
  ]);
  return reads.map((r) => [r.status, r.json]);
}

const cases: Case[] = [
  {
    name: "read the owner's history",
    request: () => ({ method: 'GET', path: `/api/WeightLog/user/${people.owner.id}` }),
    expect: { none: 401, expired: 401, other: 403, adminA: 403, adminB: 403, coalition: 403, owner: 200 },
  },
  {
    name: 'log weight on the personal account',
    request: () => ({ method: 'POST', path: '/api/WeightLog/log-weight', body: { weight: 190, logDate: '2026-10-03' } }),
    expect: { none: 401, expired: 401 },
  },
  {
    name: "log weight on the owner's account",
    request: () => ({ method: 'POST', path: '/api/WeightLog/log-weight', body: { weight: 190, logDate: '2026-10-04', accountId: ownerAccount } }),
    expect: { none: 401, expired: 401, other: 403, adminA: 403, adminB: 403, owner: 201 },
  },
  {
    name: 'log weight for organisation A',
    request: () => ({ method: 'POST', path: '/api/WeightLog/log-weight', body: { weight: 300, logDate: '2026-10-04', accountId: orgA } }),
    expect: { none: 401, expired: 401, other: 403, adminB: 403, owner: 403, adminA: 201 },
  },
  {
    name: "read the owner's entry",
    request: () => ({ method: 'GET', path: `/api/WeightLog/${ownerLogId}` }),
    expect: { none: 401, expired: 401, other: 404, adminA: 404, adminB: 404, coalition: 404, owner: 200 },
  },
  {
    name: "change the owner's entry",
    request: () => ({ method: 'PUT', path: `/api/WeightLog/${ownerLogId}`, body: { weight: 150 } }),
    expect: { none: 401, expired: 401, other: 404, adminA: 404, adminB: 404, owner: 200 },
  },
  {
    name: "delete the owner's entry",
    request: () => ({ method: 'DELETE', path: `/api/WeightLog/${ownerSpareLogId}` }),
    expect: { none: 401, expired: 401, other: 404, adminA: 404, adminB: 404, owner: 204 },
  },
  {
    name: "read organisation A's logs",
    request: () => ({ method: 'GET', path: `/api/WeightLog/organization/${orgA}` }),
    expect: { none: 401, expired: 401, other: 403, adminB: 403, owner: 403, adminA: 200 },
  },
  {
    name: "read organisation A's progress",
    request: () => ({ method: 'GET', path: `/api/WeightLog/organization/${orgA}/progress` }),
    expect: { none: 401, expired: 401, other: 403, adminB: 403, owner: 403, coalition: 403, adminA: 200 },
  },
  {
    name: "read organisation A's shared weights",
    request: () => ({ method: 'GET', path: `/api/WeightLog/organization/${orgA}/shared-weights` }),
    expect: { none: 401, expired: 401, other: 403, adminB: 403, owner: 403, coalition: 403, adminA: 200 },
  },
  {
    // Nobody but a member of A may choose for themselves; the owner is no member of A (404 for them).
    name: "share the owner's weights with organisation A",
    request: () => ({ method: 'PUT', path: `/api/Account/${orgA}/users/${people.owner.id}/share-weights`, body: { shareWeights: true } }),
    expect: { none: 401, expired: 401, other: 403, adminA: 403, adminB: 403, coalition: 403, owner: 404 },
  },
  { name: 'read my goal', request: () => ({ method: 'GET', path: '/api/WeightLossGoal/my-goal' }), expect: { none: 401, expired: 401, owner: 200 } },
  {
    name: "read the owner's goal",
    request: () => ({ method: 'GET', path: `/api/WeightLossGoal/${ownerAccount}` }),
    expect: { none: 401, expired: 401, other: 403, adminA: 403, adminB: 403, owner: 200 },
  },
  {
    name: "set the owner's goal",
    request: () => ({ method: 'POST', path: '/api/WeightLossGoal', body: { accountId: ownerAccount, goalWeight: 170 } }),
    expect: { none: 401, expired: 401, other: 403, adminA: 403, adminB: 403, owner: 200 },
  },
  {
    name: "read organisation A's goal",
    request: () => ({ method: 'GET', path: `/api/WeightLossGoal/${orgA}` }),
    expect: { none: 401, expired: 401, other: 403, adminB: 403, owner: 403, adminA: 200 },
  },
  {
    name: "set organisation A's target",
    request: () => ({ method: 'POST', path: '/api/WeightLossGoal', body: { accountId: orgA, targetWeightLoss: 750 } }),
    expect: { none: 401, expired: 401, other: 403, adminB: 403, owner: 403, adminA: 200 },
  },
  {
    name: "delete organisation B's goal",
    request: () => ({ method: 'DELETE', path: `/api/WeightLossGoal/${orgB}` }),
    expect: { none: 401, expired: 401, other: 403, adminA: 403, owner: 403, adminB: 404 },
  },
  {
    name: "read the coalition's outcomes",
    request: () => ({ method: 'GET', path: '/api/Coalition/outcomes' }),
    expect: { none: 401, expired: 401, other: 403, adminA: 403, adminB: 403, owner: 403, coalition: 200 },
  },
  {
    name: "read organisation A's coalition outcomes",
    request: () => ({ method: 'GET', path: `/api/Coalition/outcomes?organizationId=${orgA}&format=csv` }),
    expect: { none: 401, expired: 401, other: 403, adminB: 403, owner: 403, adminA: 403, coalition: 200 },
  },
  {
    name: 'read the audit record',
    request: () => ({ method: 'GET', path: '/api/Coalition/audit' }),
    expect: { none: 401, expired: 401, other: 403, adminA: 403, adminB: 403, owner: 403, coalition: 200 },
  },
  {
    name: "download organisation A's audit record",
    request: () => ({ method: 'GET', path: `/api/Coalition/audit?organizationId=${orgA}&format=csv` }),
    expect: { none: 401, expired: 401, other: 403, adminB: 403, owner: 403, adminA: 403, coalition: 200 },
  },
  {
    name: 'read the team standings',
    request: () => ({ method: 'GET', path: '/api/CommunityProgress/standings' }),
    expect: { none: 401, expired: 401, other: 200, owner: 200, adminA: 200, adminB: 200, coalition: 200 },
  },
  {
    name: "read organisation A's standings setting",
    request: () => ({ method: 'GET', path: `/api/Account/${orgA}/standings` }),
    expect: { none: 401, expired: 401, other: 403, adminB: 403, owner: 403, coalition: 403, adminA: 200 },
  },
  {
    name: "change organisation A's standings setting",
    request: () => ({ method: 'PUT', path: `/api/Account/${orgA}/standings`, body: { optIn: false } }),
    expect: { none: 401, expired: 401, other: 403, adminB: 403, owner: 403, coalition: 403, adminA: 200 },
  },
  {
    name: 'read the community progress',
    request: () => ({ method: 'GET', path: '/api/CommunityProgress' }),
    expect: { none: 401, expired: 401, other: 200, owner: 200, adminA: 200, adminB: 200 },
  },
  {
    name: "read the owner's user",
    request: () => ({ method: 'GET', path: `/api/User/${people.owner.id}` }),
    expect: { none: 401, expired: 401, other: 403, adminA: 403, adminB: 403, owner: 200 },
  },
  {
    name: "read the owner's reminders",
    request: () => ({ method: 'GET', path: `/api/User/${people.owner.id}/reminders` }),
    expect: { none: 401, expired: 401, other: 403, adminA: 403, adminB: 403, owner: 200 },
  },
  {
    name: "change the owner's reminders",
    request: () => ({
      method: 'PUT',
      path: `/api/User/${people.owner.id}/reminders`,
      body: { enabled: true, days: [1], localTime: '08:00', timeZone: 'America/Chicago', streakTime: null, weeklySummary: false, locale: 'en-US' },
    }),
    expect: { none: 401, expired: 401, other: 403, adminA: 403, adminB: 403, owner: 200 },
  },
  {
    name: "change the owner's profile",
    request: () => ({ method: 'PUT', path: `/api/User/${people.owner.id}/profile`, body: { firstName: 'Changed', lastName: 'Name' } }),
    expect: { none: 401, expired: 401, other: 403, adminA: 403, adminB: 403, owner: 200 },
  },
  {
    name: "set the owner's primary account",
    request: async () => ({
      method: 'PUT',
      path: `/api/User/${people.owner.id}/set-primary-account`,
      body: { userAccountId: await membershipId(people.owner, ownerAccount) },
    }),
    expect: { none: 401, expired: 401, other: 403, adminA: 403, adminB: 403, owner: 200 },
  },
  {
    name: 'list the organisations',
    request: () => ({ method: 'GET', path: '/api/Account/organizations' }),
    expect: { none: 401, expired: 401, other: 200, owner: 200, adminA: 200, adminB: 200 },
  },
  { name: 'list my invitations', request: () => ({ method: 'GET', path: '/api/Account/my-invitations' }), expect: { none: 401, expired: 401, owner: 200 } },
  {
    name: "list organisation A's members",
    request: () => ({ method: 'GET', path: `/api/Account/org-admins?accountIds=${orgA}` }),
    expect: { none: 401, expired: 401, other: 403, adminB: 403, owner: 403, adminA: 200 },
  },
  {
    name: 'invite someone to organisation A',
    request: () => ({ method: 'POST', path: '/api/Account/invite', body: { email: people.other.email, role: 'User', accountId: orgA } }),
    expect: { none: 401, expired: 401, other: 403, adminB: 403, owner: 403, adminA: 201 },
  },
  {
    name: 'accept that invitation',
    request: async () => ({ method: 'POST', path: '/api/Account/accept-invitation', body: { userAccountId: await invitationId(people.other, orgA) } }),
    expect: { none: 401, expired: 401, adminB: 403, owner: 403, adminA: 403, other: 200 },
  },
  {
    // Public: anyone who meets a barrier may report it; a token, even an expired one, changes nothing.
    name: 'report an accessibility problem',
    request: () => ({ method: 'POST', path: '/api/Accessibility/feedback', body: { problem: 'The chart has no text alternative.' } }),
    expect: { none: 202, expired: 202, other: 202, adminA: 202, adminB: 202, owner: 202, coalition: 202 },
  },
  {
    // The member themselves may leave too (the self case: account-authorization-matrix.test.ts, leaving.test.ts).
    name: 'remove that member from organisation A',
    request: () => ({ method: 'DELETE', path: `/api/Account/${orgA}/users/${people.other.id}` }),
    expect: { none: 401, expired: 401, adminB: 403, owner: 403, adminA: 204 },
  },
];

async function membershipId(actor: TestActor, accountId: string): Promise<string> {
  const user = await api(`/api/User/${actor.id}`, { token: actor.token });
  return (user.json.accounts as Array<{ id: string; accountId: string }>).find((a) => a.accountId === accountId)!.id;
}

async function invitationId(actor: TestActor, accountId: string): Promise<string> {
  const invitations = await api('/api/Account/my-invitations', { token: actor.token });
  return (invitations.json as Array<{ id: string; accountId: string }>).find((i) => i.accountId === accountId)!.id;
}

describe('authorization matrix', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    // Refused callers first, so that the allowed call (which may change things) comes last.
    const callers = CALLERS.filter((c) => testCase.expect[c] !== undefined).sort(
      (a, b) => Number(testCase.expect[a]! < 400) - Number(testCase.expect[b]! < 400),
    );
    for (const caller of callers) {
      const expected = testCase.expect[caller]!;
      const before = expected >= 400 ? await snapshot() : undefined;
      const { method, path, body } = await testCase.request();
      const result = await api(path, { method, token: tokenOf(caller), body });
      expect(result.status, `${caller}: ${method} ${path}`).toBe(expected);
      if (expected >= 400) {
        expectProblem(result, expected);
        expect(await snapshot(), `${caller}'s refused ${method} ${path} changed nothing`).toEqual(before);
      }
    }
  });
});
