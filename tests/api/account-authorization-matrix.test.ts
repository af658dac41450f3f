import { beforeAll, describe, expect, it } from 'vitest';
import { expiredToken, newSignedInUser, organizationOf, signInAs, type TestActor } from '../support/actors';
import { api, expectProblem } from '../support/http';

/**
 * The Account and User calls × every kind of caller (their rules: the API reference, /api/docs).
 * adminA administers organisation A, adminB organisation B; the owner is the person the call is
 * about. Refused calls go first and must change nothing; the allowed caller goes last.
 */
type Caller = 'none' | 'expired' | 'owner' | 'other' | 'member' | 'asker' | 'adminA' | 'adminB';
// `member` is a plain member of A; `asker` asks to join A: the owner of those cases.
const CALLERS: Caller[] = ['none', 'expired', 'other', 'member', 'adminB', 'adminA', 'asker', 'owner'];
type Case = { name: string; request: () => { method: string; path: string; body?: unknown }; expect: Partial<Record<Caller, number>> };

const people = {} as Record<'owner' | 'other' | 'adminA' | 'adminB' | 'member' | 'target' | 'asker', TestActor>;
let expired: string;
let orgA: string;
let orgB: string;
let invitationToA: string;
let ownerPersonalMembership: string;

beforeAll(async () => {
  [people.owner, people.other, people.member, people.target, people.asker, people.adminA, people.adminB] = await Promise.all([
    newSignedInUser('owner'),
    newSignedInUser('other'),
    newSignedInUser('member'),
    newSignedInUser('target'),
    newSignedInUser('asker'),
    signInAs('admin@demo.example.org', 'DemoAdmin2026'),
    signInAs('library.admin@demo.example.org', 'DemoLibrary2026'),
  ]);
  expired = await expiredToken(people.owner.id);
  orgA = await organizationOf(people.adminA, 'Demo Organization');
  orgB = await organizationOf(people.adminB, 'County Library');
  const invite = (by: TestActor, email: string, accountId: string) =>
    api('/api/Account/invite', { method: 'POST', token: by.token, body: { email, role: 'User', accountId } });
  expect((await invite(people.adminA, people.owner.email, orgA)).status).toBe(201);
  expect((await invite(people.adminB, people.owner.email, orgB)).status).toBe(201);
  expect((await invite(people.adminA, people.member.email, orgA)).status).toBe(201);
  const pending = await api('/api/Account/my-invitations', { token: people.member.token });
  expect(
    (await api('/api/Account/accept-invitation', { method: 'POST', token: people.member.token, body: { userAccountId: pending.json[0].id } })).status,
  ).toBe(200);
  const ownerInvitations = (await api('/api/Account/my-invitations', { token: people.owner.token })).json as Array<{ id: string; accountId: string }>;
  invitationToA = ownerInvitations.find((i) => i.accountId === orgA)!.id;
  ownerPersonalMembership = (await api(`/api/User/${people.owner.id}`, { token: people.owner.token })).json.accounts[0].id;
});

function tokenOf(caller: Caller): string | undefined {
  if (caller === 'none') return undefined;
  if (caller === 'expired') return expired;
  return people[caller].token;
}

async function snapshot() {
  const { owner, adminA, adminB, member, asker } = people;
  const reads = await Promise.all([
    api(`/api/User/${asker.id}`, { token: asker.token }),
    api(`/api/User/${owner.id}`, { token: owner.token }),
    api('/api/Account/my-invitations', { token: owner.token }),
    api(`/api/User/${member.id}`, { token: member.token }),
    api(`/api/Account/org-admins?accountIds=${orgA}`, { token: adminA.token }),
    api(`/api/Account/org-admins?accountIds=${orgB}`, { token: adminB.token }),
    api(`/api/WeightLog/organization/${orgA}/shared-weights`, { token: adminA.token }),
  ]);
  return reads.map((r) => [r.status, r.json]);
}

const denied = { none: 401, expired: 401, other: 403 };
const cases: Case[] = [
  {
    name: 'list organisations',
    request: () => ({ method: 'GET', path: '/api/Account/organizations' }),
    expect: { none: 401, expired: 401, other: 200, adminA: 200, adminB: 200, owner: 200 },
  },
  { name: 'list my invitations', request: () => ({ method: 'GET', path: '/api/Account/my-invitations' }), expect: { none: 401, expired: 401, owner: 200 } },
  {
    name: 'count the requests to join waiting for me',
    request: () => ({ method: 'GET', path: '/api/Account/pending-join-requests' }),
    expect: { none: 401, expired: 401, other: 200, adminA: 200 },
  },
  {
    name: "list organisation A's people",
    request: () => ({ method: 'GET', path: `/api/Account/org-admins?accountIds=${orgA}` }),
    expect: { ...denied, owner: 403, adminB: 403, adminA: 200 },
  },
  {
    name: 'invite to organisation A',
    request: () => ({ method: 'POST', path: '/api/Account/invite', body: { email: people.target.email, accountId: orgA } }),
    expect: { ...denied, owner: 403, adminB: 403, adminA: 201 },
  },
  {
    name: "resend the owner's invitation to A",
    request: () => ({ method: 'POST', path: '/api/Account/resend-invite', body: { accountId: orgA, userId: people.owner.id } }),
    expect: { ...denied, owner: 403, adminB: 403, adminA: 200 },
  },
  {
    name: "accept the owner's invitation to A",
    request: () => ({ method: 'POST', path: '/api/Account/accept-invitation', body: { userAccountId: invitationToA } }),
    expect: { ...denied, adminA: 403, adminB: 403, owner: 200 },
  },
  // Only the member (now in A) shows their weights to A's admins; not A's admins, not anyone else.
  {
    name: 'the owner shares their weights with A',
    request: () => ({ method: 'PUT', path: `/api/Account/${orgA}/users/${people.owner.id}/share-weights`, body: { shareWeights: true } }),
    expect: { ...denied, member: 403, asker: 403, adminB: 403, adminA: 403, owner: 200 },
  },
  {
    name: "read A's shared weights",
    request: () => ({ method: 'GET', path: `/api/WeightLog/organization/${orgA}/shared-weights` }),
    expect: { ...denied, member: 403, asker: 403, adminB: 403, owner: 403, adminA: 200 },
  },
  {
    name: "reject the owner's invitation to B",
    request: () => ({ method: 'DELETE', path: `/api/Account/${orgB}/users/invitations/${people.owner.id}` }),
    expect: { ...denied, adminA: 403, adminB: 403, owner: 204 },
  },
  // A request to join A, withdrawn by the asker, asked again, then decided by A's admin.
  {
    name: 'ask to join A',
    request: () => ({ method: 'POST', path: `/api/Account/${orgA}/join-requests`, body: { locale: 'en-US' } }),
    expect: { none: 401, expired: 401, asker: 201 },
  },
  {
    name: "withdraw the asker's request to A",
    request: () => ({ method: 'DELETE', path: `/api/Account/${orgA}/join-requests/${people.asker.id}` }),
    expect: { ...denied, member: 403, adminB: 403, adminA: 403, asker: 204 },
  },
  {
    name: 'ask to join A again',
    request: () => ({ method: 'POST', path: `/api/Account/${orgA}/join-requests`, body: { locale: 'es-ES' } }),
    expect: { none: 401, expired: 401, asker: 201 },
  },
  {
    name: "decide the asker's request to A",
    request: () => ({ method: 'PUT', path: `/api/Account/${orgA}/join-requests/${people.asker.id}`, body: { decision: 'Approved' } }),
    expect: { ...denied, member: 403, adminB: 403, asker: 403, adminA: 200 },
  },
  // Neither a member, nor an asker, nor A's own admin reads the coalition's figures about A.
  {
    name: "the coalition's outcomes narrowed to A",
    request: () => ({ method: 'GET', path: `/api/Coalition/outcomes?organizationId=${orgA}` }),
    expect: { ...denied, member: 403, asker: 403, adminB: 403, adminA: 403, owner: 403 },
  },
  {
    name: "change A's standings setting",
    request: () => ({ method: 'PUT', path: `/api/Account/${orgA}/standings`, body: { optIn: true } }),
    expect: { ...denied, member: 403, asker: 403, adminB: 403, owner: 403, adminA: 200 },
  },
  // The member is an admin between these two cases; they could step down themselves (one allowed caller per case).
  {
    name: 'make a member of A an admin',
    request: () => ({ method: 'PUT', path: `/api/Account/${orgA}/users/${people.member.id}/role`, body: { role: 'OrganizationAdmin' } }),
    expect: { ...denied, member: 403, adminB: 403, adminA: 200 },
  },
  {
    name: "take A's admin role back from that member",
    request: () => ({ method: 'PUT', path: `/api/Account/${orgA}/users/${people.member.id}/role`, body: { role: 'User' } }),
    expect: { ...denied, adminB: 403, adminA: 200 },
  },
  {
    name: 'remove a member of A',
    request: () => ({ method: 'DELETE', path: `/api/Account/${orgA}/users/${people.member.id}` }),
    expect: { ...denied, owner: 403, adminB: 403, adminA: 204 },
  },
  // The owner accepted A's invitation above; a member may leave (adminA could remove them too: one allowed caller per case).
  {
    name: 'the owner leaves A',
    request: () => ({ method: 'DELETE', path: `/api/Account/${orgA}/users/${people.owner.id}` }),
    expect: { ...denied, adminB: 403, owner: 204 },
  },
  {
    name: 'leave A again, no longer a member',
    request: () => ({ method: 'DELETE', path: `/api/Account/${orgA}/users/${people.owner.id}` }),
    expect: { none: 401, expired: 401, owner: 404 },
  },
  {
    name: "change the owner's profile",
    request: () => ({ method: 'PUT', path: `/api/User/${people.owner.id}/profile`, body: { firstName: 'Owen', lastName: 'Owner' } }),
    expect: { ...denied, adminA: 403, adminB: 403, owner: 200 },
  },
  {
    name: "set the owner's primary account",
    request: () => ({ method: 'PUT', path: `/api/User/${people.owner.id}/set-primary-account`, body: { userAccountId: ownerPersonalMembership } }),
    expect: { ...denied, adminA: 403, adminB: 403, owner: 200 },
  },
  // Last: the owner is gone afterwards.
  {
    name: "delete the owner's account",
    request: () => ({ method: 'DELETE', path: `/api/User/${people.owner.id}`, body: { password: 'GoodPass123' } }),
    expect: { ...denied, adminA: 403, adminB: 403, owner: 204 },
  },
];

describe('Account and User authorization matrix', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    for (const caller of CALLERS) {
      const expected = testCase.expect[caller];
      if (expected === undefined) continue;
      const before = expected >= 400 ? await snapshot() : undefined;
      const { method, path, body } = testCase.request();
      const result = await api(path, { method, token: tokenOf(caller), body });
      expect(result.status, `${caller}: ${method} ${path}`).toBe(expected);
      if (expected >= 400) {
        expectProblem(result, expected);
        expect(await snapshot(), `${caller}'s refused ${method} ${path} changed nothing`).toEqual(before);
      }
    }
  });
});
