import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectProblem, newSignedInUser } from '../support/http';
import { demoOrganizationCast, memberWithRole, orgList, userOf, type Person } from './support-accounts';

let admin: Person;
let orgId: string;
let plainMember: Person;
let outsider: Person;

beforeAll(async () => {
  ({ admin, orgId, plainMember, outsider } = await demoOrganizationCast());
});

const remove = (by: Person | undefined, userId: string, accountId = orgId) =>
  api(`/api/Account/${accountId}/users/${userId}`, { method: 'DELETE', token: by?.token });

describe('GET /api/Account/org-admins', () => {
  it('lists the people of the organisation for its admin, in the SPEC §3 shape', async () => {
    const result = await orgList(admin, orgId);
    expect(result.status).toBe(200);
    expect(result.json).toContainEqual({
      userId: admin.id,
      accountId: orgId,
      accountName: 'Demo Organization',
      email: admin.email,
      firstName: 'Sam',
      lastName: 'Rivera',
      role: 'OrganizationAdmin',
      status: 'Active',
      date: expect.any(String),
    });
    expect(result.json).toContainEqual(expect.objectContaining({ userId: plainMember.id, role: 'User', status: 'Active' }));
    expect(result.text).not.toMatch(/password/i);
  });

  it('refuses a plain member, an outsider, a personal account and no token', async () => {
    expectProblem(await orgList(plainMember, orgId), 403);
    expectProblem(await orgList(outsider, orgId), 403);
    const personal = (await userOf(admin)).json.accounts.find((a: { accountType: string }) => a.accountType === 'personal').accountId;
    expectProblem(await orgList(admin, personal), 403);
    expectProblem(await orgList(admin, `${orgId},${personal}`), 403);
    expectProblem(await api(`/api/Account/org-admins?accountIds=${orgId}`), 401);
  });

  it('cuts pages and filters by email on the server, with the counts in headers', async () => {
    const everyone = await orgList(admin, orgId);
    const all = everyone.json as Array<{ email: string }>;
    expect(all.length).toBeGreaterThan(1);
    const page = (query: string) => api(`/api/Account/org-admins?accountIds=${orgId}&${query}`, { token: admin.token });

    const first = await page('page=1&pageSize=1');
    expect(first.status).toBe(200);
    expect(first.json).toEqual([all[0]]);
    expect(first.headers.get('x-total-count')).toBe(String(all.length));
    expect(first.headers.get('x-matching-count')).toBe(String(all.length));
    expect((await page('page=2&pageSize=1')).json).toEqual([all[1]]);

    const adminEmail = admin.email.toUpperCase();
    const filtered = await page(`email=${encodeURIComponent(adminEmail)}&page=1`);
    expect(filtered.json).toEqual([expect.objectContaining({ email: admin.email })]);
    expect(filtered.headers.get('x-matching-count')).toBe('1');
  });

  it('finds people by a part of their name or email, any case and accents optional, and says how many match', async () => {
    const member = await memberWithRole(admin, orgId, 'User', 'named');
    const renamed = await api(`/api/User/${member.id}/profile`, { method: 'PUT', token: member.token, body: { firstName: 'Ana', lastName: 'Peñalver López' } });
    expect(renamed.status).toBe(200);
    const search = (text: string) => api(`/api/Account/org-admins?accountIds=${orgId}&page=1&search=${encodeURIComponent(text)}`, { token: admin.token });
    for (const text of ['ana peñalver', 'PENALVER LOPEZ', 'lópez', member.email.toUpperCase()]) {
      const found = await search(text);
      expect(found.json, text).toEqual([expect.objectContaining({ userId: member.id, firstName: 'Ana', lastName: 'Peñalver López' })]);
      expect(found.headers.get('x-matching-count'), text).toBe('1');
    }
    const byAdminName = await search('Sam Rivera');
    expect(byAdminName.json).toEqual([expect.objectContaining({ email: admin.email })]);
    const none = await search('nobody by this name');
    expect(none.json).toEqual([]);
    expect(none.headers.get('x-matching-count')).toBe('0');
    expect(Number(none.headers.get('x-total-count'))).toBeGreaterThan(1);
  });

  it("shows a member's new name at once, though each process keeps the list for up to 10 s", async () => {
    const member = await memberWithRole(admin, orgId, 'User', 'renamed');
    const row = async () =>
      ((await orgList(admin, orgId)).json as Array<{ userId: string; firstName: string; lastName: string }>).find((m) => m.userId === member.id);
    expect(await row()).toMatchObject({ firstName: 'Test' }); // the list is now kept
    const renamed = await api(`/api/User/${member.id}/profile`, { method: 'PUT', token: member.token, body: { firstName: 'Renata', lastName: 'Renamed' } });
    expect(renamed.status).toBe(200);
    expect(await row()).toMatchObject({ firstName: 'Renata', lastName: 'Renamed' });
  });

  it('answers 400 for a page or page size out of bounds', async () => {
    for (const query of ['page=0', 'page=x', 'pageSize=0', 'pageSize=101', 'page=1.5']) {
      expectProblem(await api(`/api/Account/org-admins?accountIds=${orgId}&${query}`, { token: admin.token }), 400);
    }
  });

  it('answers 400 for missing or malformed ids', async () => {
    expectProblem(await api('/api/Account/org-admins', { token: admin.token }), 400);
    expectProblem(await orgList(admin, 'nope'), 400);
    expectProblem(await orgList(admin, ''), 400);
  });
});

describe('DELETE /api/Account/{accountId}/users/{userId}', () => {
  it('refuses a plain member, an outsider and no token, and changes nothing', async () => {
    const before = (await orgList(admin, orgId)).json;
    expectProblem(await remove(plainMember, admin.id), 403);
    expectProblem(await remove(outsider, plainMember.id), 403);
    expectProblem(await remove(undefined, plainMember.id), 401);
    expect((await orgList(admin, orgId)).json).toEqual(before);
  });

  it('lets the admin remove a member: gone from the list and from their accounts', async () => {
    const member = await memberWithRole(admin, orgId, 'User', 'removed');
    const membership = (await userOf(member)).json.accounts.find((a: { accountId: string }) => a.accountId === orgId);
    await api(`/api/User/${member.id}/set-primary-account`, { method: 'PUT', token: member.token, body: { userAccountId: membership.id } });
    expect((await remove(admin, member.id)).status).toBe(204);
    expect((await orgList(admin, orgId)).json).not.toContainEqual(expect.objectContaining({ userId: member.id }));
    const accounts = (await userOf(member)).json.accounts;
    expect(accounts).toEqual([expect.objectContaining({ accountType: 'personal', isPrimary: true })]);
    expectProblem(await remove(admin, member.id), 404);
    expectProblem(await remove(admin, 'nope'), 400);
  });
});

describe('GET /api/User/{id}', () => {
  it('returns the own user with the accounts list, and nothing secret', async () => {
    const result = await userOf(plainMember);
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ id: plainMember.id, email: plainMember.email, firstName: 'Test', directoryManaged: false, organisation: null });
    expect(result.json.accounts).toHaveLength(2);
    expect(result.json.accounts[0]).toEqual({
      id: expect.any(String),
      accountId: expect.any(String),
      accountName: expect.any(String),
      accountType: 'personal',
      role: 'User',
      isPrimary: true,
      invitationDate: null,
      userId: plainMember.id,
      shareWeights: false,
    });
    expect(result.text).not.toMatch(/password/i);
  });

  it("answers 403 for another user's id, 400 for a bad id and 401 without a token", async () => {
    expectProblem(await userOf(outsider, plainMember.id), 403);
    expectProblem(await userOf(admin, plainMember.id), 403);
    expectProblem(await userOf(outsider, 'nope'), 400);
    expectProblem(await api(`/api/User/${outsider.id}`), 401);
  });
});

describe('PUT /api/User/{id}/set-primary-account', () => {
  const setPrimary = (by: Person, userId: string, userAccountId: unknown) =>
    api(`/api/User/${userId}/set-primary-account`, { method: 'PUT', token: by.token, body: { userAccountId } });

  it('makes one own membership primary and only that one', async () => {
    const org = (await userOf(plainMember)).json.accounts.find((a: { accountType: string }) => a.accountType === 'organization');
    const result = await setPrimary(plainMember, plainMember.id, org.id);
    expect(result.status).toBe(200);
    expect(result.json.accounts.filter((a: { isPrimary: boolean }) => a.isPrimary)).toEqual([expect.objectContaining({ id: org.id })]);
  });

  it('keeps exactly one primary under concurrent changes', async () => {
    const ids = (await userOf(plainMember)).json.accounts.map((a: { id: string }) => a.id);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => setPrimary(plainMember, plainMember.id, ids[i % ids.length])));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await userOf(plainMember)).json.accounts.filter((a: { isPrimary: boolean }) => a.isPrimary)).toHaveLength(1);
  });

  it("refuses someone else's membership or user, and changes nothing", async () => {
    const before = (await userOf(plainMember)).json;
    const theirs = before.accounts[0].id;
    expectProblem(await setPrimary(outsider, outsider.id, theirs), 403);
    expectProblem(await setPrimary(outsider, plainMember.id, theirs), 403);
    expectProblem(await setPrimary(admin, plainMember.id, theirs), 403);
    expectProblem(await setPrimary(plainMember, plainMember.id, '00000000-0000-4000-8000-000000000000'), 404);
    expectProblem(await setPrimary(plainMember, plainMember.id, 42), 400);
    expect((await userOf(plainMember)).json).toEqual(before);
  });
});

describe('GET /api/Account/organizations and PUT /api/User/{id}/profile', () => {
  const put = (by: Person, body: unknown, id = by.id) => api(`/api/User/${id}/profile`, { method: 'PUT', token: by.token, body });

  it('lists organisations by name', async () => {
    const result = await api('/api/Account/organizations', { token: outsider.token });
    expect(result.status).toBe(200);
    expect(result.json).toContainEqual({ accountId: orgId, accountName: 'Demo Organization' });
    expectProblem(await api('/api/Account/organizations'), 401);
  });

  it('updates names and email; the organisation is asked for, then set once its admin approves (decision 0035)', async () => {
    const person = await newSignedInUser('profile');
    const updated = await put(person, { firstName: ' Ana ', lastName: 'Lopez', email: person.email.toUpperCase(), organisation: orgId });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: person.email,
      organisation: null,
      joinRequest: { accountId: orgId, status: 'Requested' },
    });
    expect(updated.json.accounts).toHaveLength(1);
    expect((await put(person, { firstName: 'Ana', lastName: 'L', organisation: orgId })).status).toBe(200); // same: fine
    const approved = await api(`/api/Account/${orgId}/join-requests/${person.id}`, { method: 'PUT', token: admin.token, body: { decision: 'Approved' } });
    expect(approved.status).toBe(200);
    expect((await put(person, { firstName: 'Ana', lastName: 'L' })).json.organisation).toMatchObject({ accountId: orgId });
    expect((await userOf(person)).json.accounts).toContainEqual(expect.objectContaining({ accountId: orgId, role: 'User' }));
    const other = (await api('/api/Account/organizations', { token: person.token })).json.find((o: { accountId: string }) => o.accountId !== orgId);
    if (other) expectProblem(await put(person, { firstName: 'Ana', lastName: 'L', organisation: other.accountId }), 409);
    const fresh = await newSignedInUser('no-org');
    expectProblem(await put(fresh, { firstName: 'Ana', lastName: 'L', organisation: '00000000-0000-4000-8000-000000000000' }), 404);
    expect((await userOf(fresh)).json.accounts).toHaveLength(1);
  });

  it('refuses an organisation the person already belongs to, a taken email, other users and bad input, changing nothing', async () => {
    const before = (await userOf(plainMember)).json;
    expectProblem(await put(plainMember, { firstName: 'X', lastName: 'Y', organisation: orgId }), 409);
    expectProblem(await put(plainMember, { firstName: 'X', lastName: 'Y', email: admin.email }), 409);
    expectProblem(await put(outsider, { firstName: 'X', lastName: 'Y' }, plainMember.id), 403);
    const invalid = await put(plainMember, { firstName: '', lastName: 'x'.repeat(101), email: 'bad' });
    expectProblem(invalid, 400);
    expect(invalid.json.errors).toMatchObject({
      firstName: { key: 'nameRequired' },
      lastName: { key: 'nameMax', values: { maximum: 100 } },
      email: { key: 'emailInvalid' },
    });
    const control = await put(plainMember, { firstName: 'A\u0000B', lastName: 'Y' });
    expectProblem(control, 400);
    expect(control.json.errors.firstName.key).toBe('invalidValue');
    expect((await userOf(plainMember)).json).toEqual(before);
  });
});
