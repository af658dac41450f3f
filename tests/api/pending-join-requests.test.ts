import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectProblem, newSignedInUser } from '../support/http';
import { demoOrganizationCast, memberWithRole, type Person } from './support-accounts';

/** The header badge's read: how many requests to join wait, per organisation the caller administers. */
let admin: Person;
let orgId: string;
let plainMember: Person;
let outsider: Person;

beforeAll(async () => {
  ({ admin, orgId, plainMember, outsider } = await demoOrganizationCast());
});

type Pending = Array<{ accountId: string; accountName: string; count: number }>;
const pending = async (of: Person) => {
  const answer = await api('/api/Account/pending-join-requests', { token: of.token });
  expect(answer.status).toBe(200);
  return answer.json as Pending;
};
const waitingIn = async (of: Person, accountId = orgId) => (await pending(of)).find((p) => p.accountId === accountId)?.count ?? 0;
const ask = (by: Person) => api(`/api/Account/${orgId}/join-requests`, { method: 'POST', token: by.token, body: { locale: 'en-US' } });
const decide = (userId: string, decision: string) =>
  api(`/api/Account/${orgId}/join-requests/${userId}`, { method: 'PUT', token: admin.token, body: { decision } });

describe('pending requests to join', () => {
  it('counts each waiting request for the organisation’s admins, and stops counting it once answered or withdrawn', async () => {
    const before = await waitingIn(admin);
    const first = await newSignedInUser('pending-first');
    const second = await newSignedInUser('pending-second');
    expect((await ask(first)).status).toBe(201);
    expect((await ask(second)).status).toBe(201);
    // Asking twice is one request.
    expect((await ask(second)).status).toBe(201);
    expect(await pending(admin)).toContainEqual({ accountId: orgId, accountName: 'Demo Organization', count: before + 2 });

    // A second admin of the organisation sees the same count.
    const otherAdmin = await memberWithRole(admin, orgId, 'OrganizationAdmin', 'pending-admin');
    expect(await waitingIn(otherAdmin)).toBe(before + 2);

    expect((await decide(first.id, 'Approved')).status).toBe(200);
    expect(await waitingIn(admin)).toBe(before + 1);
    expect((await api(`/api/Account/${orgId}/join-requests/${second.id}`, { method: 'DELETE', token: second.token })).status).toBe(204);
    expect(await waitingIn(admin)).toBe(before);
  });

  it('lists nothing for a plain member, the person asking, or someone without an organisation', async () => {
    const asker = await newSignedInUser('pending-asker');
    expect((await ask(asker)).status).toBe(201);
    expect(await pending(plainMember)).toEqual([]);
    expect(await pending(asker)).toEqual([]);
    expect(await pending(outsider)).toEqual([]);
    expect((await decide(asker.id, 'Declined')).status).toBe(200);
  });

  it('refuses a request without a session', async () => {
    expectProblem(await api('/api/Account/pending-join-requests'), 401);
  });
});
