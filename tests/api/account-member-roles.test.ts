import { beforeAll, describe, expect, it } from 'vitest';
import { organizationOf, signInAs, type TestActor } from '../support/actors';
import { api, expectProblem, newSignedInUser } from '../support/http';
import { demoOrganizationCast, invite, memberWithRole, orgList, type Person } from './support-accounts';

let admin: Person;
let orgId: string;
let plainMember: Person;
let outsider: Person;
let libraryAdmin: TestActor;
let libraryId: string;

beforeAll(async () => {
  ({ admin, orgId, plainMember, outsider } = await demoOrganizationCast());
  libraryAdmin = await signInAs('library.admin@demo.example.org', 'DemoLibrary2026');
  libraryId = await organizationOf(libraryAdmin, 'County Library');
});

const setRole = (by: { token: string } | undefined, userId: string, body: unknown, accountId = orgId) =>
  api(`/api/Account/${accountId}/users/${userId}/role`, { method: 'PUT', token: by?.token, body });
const rowOf = async (by: { token: string }, userId: string, accountId = orgId) =>
  ((await orgList(by as Person, accountId)).json as Array<{ userId: string; role: string; status: string }>).find((m) => m.userId === userId);

describe('PUT /api/Account/{accountId}/users/{userId}/role', () => {
  it('lets an admin make a member an admin, who can then manage the organisation, and take it back', async () => {
    const member = await memberWithRole(admin, orgId, 'User', 'promoted');
    const promoted = await setRole(admin, member.id, { role: 'OrganizationAdmin' });
    expect(promoted.status).toBe(200);
    expect(promoted.json).toEqual({
      userId: member.id,
      accountId: orgId,
      accountName: 'Demo Organization',
      email: member.email,
      firstName: 'Test',
      lastName: 'promoted',
      role: 'OrganizationAdmin',
      status: 'Active',
      date: expect.any(String),
    });
    expect(await rowOf(admin, member.id)).toMatchObject({ role: 'OrganizationAdmin', status: 'Active' });
    expect((await orgList(member, orgId)).status).toBe(200);

    const demoted = await setRole(admin, member.id, { role: 'User' });
    expect(demoted.status).toBe(200);
    expect(demoted.json).toMatchObject({ userId: member.id, role: 'User', status: 'Active' });
    expectProblem(await orgList(member, orgId), 403);
  });

  it('changes nothing for the same role again, and lets an admin step down while another admin stays', async () => {
    const second = await memberWithRole(admin, orgId, 'OrganizationAdmin', 'second-admin');
    const again = await setRole(admin, second.id, { role: 'OrganizationAdmin' });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ userId: second.id, role: 'OrganizationAdmin', status: 'Active' });
    const stepDown = await setRole(second, second.id, { role: 'User' });
    expect(stepDown.status).toBe(200);
    expect(stepDown.json).toMatchObject({ userId: second.id, role: 'User' });
    expectProblem(await setRole(second, plainMember.id, { role: 'OrganizationAdmin' }), 403);
  });

  it('refuses a plain member, an outsider, the admin of another organisation and no token, changing nothing', async () => {
    const before = (await orgList(admin, orgId)).json;
    expectProblem(await setRole(plainMember, plainMember.id, { role: 'OrganizationAdmin' }), 403);
    expectProblem(await setRole(outsider, plainMember.id, { role: 'OrganizationAdmin' }), 403);
    expectProblem(await setRole(libraryAdmin, plainMember.id, { role: 'OrganizationAdmin' }), 403);
    expectProblem(await setRole(undefined, plainMember.id, { role: 'OrganizationAdmin' }), 401);
    expect((await orgList(admin, orgId)).json).toEqual(before);
  });

  it('refuses an OrganizationAdmin handing out the Admin role: only an Admin does', async () => {
    const result = await setRole(admin, plainMember.id, { role: 'Admin' });
    expectProblem(result, 403);
    expect(result.json.detail).toBe('Only an Admin grants or takes away the Admin role');
    expect(await rowOf(admin, plainMember.id)).toMatchObject({ role: 'User', status: 'Active' });
  });

  it('answers 404 for a person who is not an active member: an invitee, an outsider, nobody', async () => {
    const invitee = await newSignedInUser('role-invitee');
    expect((await invite(admin, { email: invitee.email, role: 'User', accountId: orgId })).status).toBe(201);
    expectProblem(await setRole(admin, invitee.id, { role: 'OrganizationAdmin' }), 404);
    expect(await rowOf(admin, invitee.id)).toMatchObject({ role: 'User', status: 'Invited' });
    expectProblem(await setRole(admin, outsider.id, { role: 'OrganizationAdmin' }), 404);
    expectProblem(await setRole(admin, '00000000-0000-4000-8000-000000000000', { role: 'OrganizationAdmin' }), 404);
  });

  it('answers 400 for an unknown role, a missing body and malformed ids', async () => {
    const unknown = await setRole(admin, plainMember.id, { role: 'Owner' });
    expectProblem(unknown, 400);
    expect(unknown.json.errors).toEqual({ role: expect.objectContaining({ key: 'invalidValue' }) });
    expectProblem(await setRole(admin, plainMember.id, {}), 400);
    expectProblem(await setRole(admin, 'nope', { role: 'User' }), 400);
    expectProblem(await setRole(admin, plainMember.id, { role: 'User' }, 'nope'), 400);
    expect(await rowOf(admin, plainMember.id)).toMatchObject({ role: 'User' });
  });

  it('keeps the last admin: 409, and the organisation still has its admin', async () => {
    const admins = ((await orgList(libraryAdmin as Person, libraryId)).json as Array<{ userId: string; role: string; status: string }>)
      .filter((m) => m.status === 'Active' && m.role !== 'User')
      .map((m) => m.userId);
    expect(admins).toEqual([libraryAdmin.id]);
    const result = await setRole(libraryAdmin, libraryAdmin.id, { role: 'User' }, libraryId);
    expectProblem(result, 409);
    expect(result.json).toEqual({ type: '/problems/conflict', title: 'Conflict', status: 409, detail: 'An organisation keeps at least one admin' });
    expect(await rowOf(libraryAdmin, libraryAdmin.id, libraryId)).toMatchObject({ role: 'OrganizationAdmin', status: 'Active' });
  });
});
