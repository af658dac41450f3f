import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectProblem, newSignedInUser, outboxFor, uniqueEmail } from '../support/http';
import { accept, demoOrganizationCast, invitations, invite, orgList, userOf, type Person } from './support-accounts';

let admin: Person;
let orgId: string;
let plainMember: Person;
let outsider: Person;

beforeAll(async () => {
  ({ admin, orgId, plainMember, outsider } = await demoOrganizationCast());
});

/** Everything a forbidden call could touch, seen by the admin and the invitee. */
async function snapshot(invitee: Person) {
  return { list: (await orgList(admin, orgId)).json, pending: (await invitations(invitee)).json, accounts: (await userOf(invitee)).json.accounts };
}

/** Invites an address nobody registered: the answer is 404 UserNotFound. */
async function inviteUnknownAddress(email: string) {
  const result = await invite(admin, { email, accountId: orgId });
  expectProblem(result, 404);
  expect(result.json.detail).toBe('UserNotFound');
}

/** The address got exactly one mail, the one that asks them to create an account. */
async function expectOneCreateAccountMail(email: string) {
  const mails = await outboxFor(email);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatch(/create an account/);
}

describe('POST /api/Account/invite', () => {
  it('invites a registered person with the default role OrganizationAdmin; they see the invitation', async () => {
    const invitee = await newSignedInUser('invitee');
    const created = await invite(admin, { email: invitee.email.toUpperCase(), accountId: orgId });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      userId: invitee.id,
      accountId: orgId,
      accountName: 'Demo Organization',
      email: invitee.email,
      role: 'OrganizationAdmin',
      status: 'Invited',
    });
    const pending = (await invitations(invitee)).json;
    expect(pending).toEqual([
      {
        id: expect.any(String),
        accountId: orgId,
        userId: invitee.id,
        accountName: 'Demo Organization',
        accountType: 'organization',
        invitationDate: expect.any(String),
        role: 'OrganizationAdmin',
      },
    ]);
    expect(await outboxFor(invitee.email)).toHaveLength(1);
    expectProblem(await invite(admin, { email: invitee.email, accountId: orgId }), 409); // already invited
  });

  it('answers 404 UserNotFound for an unknown email and mails that address to create an account', async () => {
    const email = uniqueEmail('nobody');
    await inviteUnknownAddress(email);
    await expectOneCreateAccountMail(email);
  });

  it('finding 12: mails an unknown address at most once a day, however often it is invited; the answer stays 404 UserNotFound', async () => {
    const email = uniqueEmail('twice');
    for (let i = 0; i < 3; i++) await inviteUnknownAddress(email);
    // The answer comes after the send, so every mail the three invites caused is here by now.
    await expectOneCreateAccountMail(email);
  });

  it('lets exactly one of several concurrent invites of the same person through', async () => {
    const invitee = await newSignedInUser('concurrent');
    const results = await Promise.all(Array.from({ length: 5 }, () => invite(admin, { email: invitee.email, accountId: orgId })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await invitations(invitee)).json).toHaveLength(1);
  });

  it('answers 409 for an existing member', async () => {
    expectProblem(await invite(admin, { email: plainMember.email, role: 'User', accountId: orgId }), 409);
  });

  it('refuses a plain member, an outsider and no token, and changes nothing', async () => {
    const invitee = await newSignedInUser('refused');
    const before = await snapshot(invitee);
    expectProblem(await invite(plainMember, { email: invitee.email, accountId: orgId }), 403);
    expectProblem(await invite(outsider, { email: invitee.email, accountId: orgId }), 403);
    expectProblem(await invite(undefined, { email: invitee.email, accountId: orgId }), 401);
    // An OrganizationAdmin may not hand out the Admin role.
    expectProblem(await invite(admin, { email: invitee.email, role: 'Admin', accountId: orgId }), 403);
    // A forbidden unknown email neither leaks nor mails.
    const stranger = uniqueEmail('stranger');
    expectProblem(await invite(outsider, { email: stranger, accountId: orgId }), 403);
    expect(await outboxFor(stranger)).toHaveLength(0);
    expect(await snapshot(invitee)).toEqual(before);
  });

  it.each([
    [{ email: 'not-an-email', accountId: '00000000-0000-4000-8000-000000000000' }, 'email', 'emailInvalid'],
    [{ accountId: '00000000-0000-4000-8000-000000000000' }, 'email', 'emailRequired'],
    [{ email: 'a@example.org' }, 'accountId', 'invalidValue'],
    [{ email: 'a@example.org', accountId: 'nope' }, 'accountId', 'invalidValue'],
    [{ email: 'a@example.org', accountId: '00000000-0000-4000-8000-000000000000', role: 'Owner' }, 'role', 'invalidValue'],
    [{ email: `${'x'.repeat(300)}@example.org`, accountId: '00000000-0000-4000-8000-000000000000' }, 'email', 'emailInvalid'],
  ])('answers 400 for %j naming %s', async (body, field, key) => {
    const result = await invite(admin, body);
    expectProblem(result, 400);
    expect(result.json.errors[field].key).toBe(key);
  });

  it('answers 400 for a body that is not JSON', async () => {
    expectProblem(await api('/api/Account/invite', { method: 'POST', token: admin.token, rawBody: '{nope' }), 400);
  });
});

describe('POST /api/Account/resend-invite', () => {
  it('lets the admin resend a pending invitation, and refuses everyone else', async () => {
    const invitee = await newSignedInUser('resend');
    await invite(admin, { email: invitee.email, accountId: orgId });
    const before = await snapshot(invitee);
    expectProblem(await api('/api/Account/resend-invite', { method: 'POST', token: plainMember.token, body: { accountId: orgId, userId: invitee.id } }), 403);
    expectProblem(await api('/api/Account/resend-invite', { method: 'POST', token: outsider.token, body: { accountId: orgId, userId: invitee.id } }), 403);
    expect(await snapshot(invitee)).toEqual(before);
    const resent = await api('/api/Account/resend-invite', { method: 'POST', token: admin.token, body: { accountId: orgId, userId: invitee.id } });
    expect(resent.status).toBe(200);
    expect(resent.json).toMatchObject({ userId: invitee.id, status: 'Invited' });
    expect(await outboxFor(invitee.email)).toHaveLength(2);
  });

  it('answers 409 for an active member, 404 for nobody and 400 for bad ids', async () => {
    expectProblem(await api('/api/Account/resend-invite', { method: 'POST', token: admin.token, body: { accountId: orgId, userId: plainMember.id } }), 409);
    expectProblem(await api('/api/Account/resend-invite', { method: 'POST', token: admin.token, body: { accountId: orgId, userId: outsider.id } }), 404);
    expectProblem(await api('/api/Account/resend-invite', { method: 'POST', token: admin.token, body: { accountId: orgId } }), 400);
  });
});

describe('accept and reject', () => {
  it('lets only the invited person accept; the organisation then appears in their accounts', async () => {
    const invitee = await newSignedInUser('accepter');
    await invite(admin, { email: invitee.email, role: 'User', accountId: orgId });
    const [pending] = (await invitations(invitee)).json;
    const before = await snapshot(invitee);
    expectProblem(await accept(outsider, pending.id), 403);
    expectProblem(await accept(admin, pending.id), 403);
    expect(await snapshot(invitee)).toEqual(before);

    const accepted = await accept(invitee, pending.id);
    expect(accepted.status).toBe(200);
    expect((await invitations(invitee)).json).toEqual([]);
    const accounts = (await userOf(invitee)).json.accounts;
    expect(accounts).toContainEqual(
      expect.objectContaining({
        id: pending.id,
        accountId: orgId,
        accountName: 'Demo Organization',
        accountType: 'organization',
        role: 'User',
        isPrimary: false,
      }),
    );
    expectProblem(await accept(invitee, pending.id), 409);
    expectProblem(await accept(invitee, '00000000-0000-4000-8000-000000000000'), 404);
    expectProblem(await api('/api/Account/accept-invitation', { method: 'POST', token: invitee.token, body: {} }), 400);
  });

  it('lets only the invited person reject; the admin sees Rejected', async () => {
    const invitee = await newSignedInUser('rejecter');
    await invite(admin, { email: invitee.email, accountId: orgId });
    const reject = (by: Person, userId = invitee.id) => api(`/api/Account/${orgId}/users/invitations/${userId}`, { method: 'DELETE', token: by.token });
    const before = await snapshot(invitee);
    expectProblem(await reject(admin), 403);
    expectProblem(await reject(outsider), 403);
    expect(await snapshot(invitee)).toEqual(before);
    expect((await reject(invitee)).status).toBe(204);
    expect((await invitations(invitee)).json).toEqual([]);
    expect((await orgList(admin, orgId)).json).toContainEqual(expect.objectContaining({ userId: invitee.id, status: 'Rejected' }));
    expectProblem(await reject(invitee), 404);
    expectProblem(await api(`/api/Account/nope/users/invitations/${invitee.id}`, { method: 'DELETE', token: invitee.token }), 400);
  });
});
