import { beforeAll, describe, expect, it } from 'vitest';
import { organizationOf, signInAs, type TestActor } from '../support/actors';
import { api, expectProblem, mailDir, newSignedInUser } from '../support/http';
import { waitForMail } from '../support/mailbox';
import { demoOrganizationCast, invite, orgList, userOf, type Person } from './support-accounts';

/** A person asks to join, an admin of that organisation decides. */
let admin: Person;
let orgId: string;
let plainMember: Person;
let libraryAdmin: TestActor;
let libraryId: string;

beforeAll(async () => {
  ({ admin, orgId, plainMember } = await demoOrganizationCast());
  libraryAdmin = await signInAs('library.admin@demo.example.org', 'DemoLibrary2026');
  libraryId = await organizationOf(libraryAdmin, 'County Library');
});

const ask = (by: Person, accountId = orgId, locale = 'en-US') =>
  api(`/api/Account/${accountId}/join-requests`, { method: 'POST', token: by.token, body: { locale } });
const decide = (by: Person, userId: string, decision: string, accountId = orgId) =>
  api(`/api/Account/${accountId}/join-requests/${userId}`, { method: 'PUT', token: by.token, body: { decision } });
const withdraw = (by: Person, accountId = orgId, userId = by.id) =>
  api(`/api/Account/${accountId}/join-requests/${userId}`, { method: 'DELETE', token: by.token });
const listed = async (accountId = orgId, by: Person = admin) => (await orgList(by, accountId)).json as Array<{ userId: string; status: string }>;

describe('asking to join', () => {
  it('makes a request the admins see as Requested, and no membership', async () => {
    const person = await newSignedInUser('asker');
    const asked = await ask(person);
    expect(asked.status).toBe(201);
    expect(asked.json).toEqual({
      accountId: orgId,
      accountName: 'Demo Organization',
      userId: person.id,
      status: 'Requested',
      requestedAt: expect.any(String),
      decidedAt: null,
    });
    const details = (await userOf(person)).json;
    expect(details.organisation).toBeNull();
    expect(details.joinRequest).toMatchObject({ accountId: orgId, status: 'Requested' });
    expect(details.accounts.map((a: { accountType: string }) => a.accountType)).toEqual(['personal']);
    expect(await listed()).toContainEqual(expect.objectContaining({ userId: person.id, role: 'User', status: 'Requested' }));
    // Asking again for the same organisation changes nothing; another one waits its turn.
    expect((await ask(person)).status).toBe(201);
    expectProblem(await ask(person, libraryId), 409);
    expect((await listed(libraryId, libraryAdmin)).map((m) => m.userId)).not.toContain(person.id);
  });

  it('is what choosing an organisation on the Profile does', async () => {
    const person = await newSignedInUser('profile-asker');
    const saved = await api(`/api/User/${person.id}/profile`, {
      method: 'PUT',
      token: person.token,
      body: { firstName: 'Pat', lastName: 'Asker', organisation: orgId, locale: 'es-ES' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ organisation: null, joinRequest: { accountId: orgId, status: 'Requested' } });
    expect(saved.json.accounts).toHaveLength(1);
    expect(await listed()).toContainEqual(expect.objectContaining({ userId: person.id, status: 'Requested' }));
  });

  it('refuses an unknown organisation, a personal account, a member, and bad input, changing nothing', async () => {
    const person = await newSignedInUser('refused-asker');
    expectProblem(await ask(person, '00000000-0000-4000-8000-000000000000'), 404);
    const personal = (await userOf(admin)).json.accounts.find((a: { accountType: string }) => a.accountType === 'personal').accountId;
    expectProblem(await ask(person, personal), 404);
    expectProblem(await ask(plainMember), 409);
    expectProblem(await api(`/api/Account/not-an-id/join-requests`, { method: 'POST', token: person.token, body: { locale: 'en-US' } }), 400);
    expectProblem(await ask(person, orgId, 'fr-FR'), 400);
    expectProblem(await api(`/api/Account/${orgId}/join-requests`, { method: 'POST', body: { locale: 'en-US' } }), 401);
    expect((await userOf(person)).json.joinRequest).toBeNull();
  });
});

describe('deciding', () => {
  it('approves: a User membership, the organisation fixed, a notice and a mail in the language asked in', async () => {
    const person = await newSignedInUser('approved');
    await ask(person, orgId, 'es-ES');
    const approved = await decide(admin, person.id, 'Approved');
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ userId: person.id, accountId: orgId, role: 'User', status: 'Active' });
    const details = (await userOf(person)).json;
    expect(details.organisation).toEqual({ accountId: orgId, accountName: 'Demo Organization' });
    expect(details.joinRequest).toMatchObject({ status: 'Approved', decidedAt: expect.any(String) });
    expect(details.accounts).toContainEqual(expect.objectContaining({ accountId: orgId, role: 'User' }));
    const mail = await waitForMail(mailDir(), person.email);
    expect(mail.subject).toBe('Demo Organization aprobó tu solicitud para unirte');
    expect(mail.text).toContain('/es-ES/my-weight-tracker');
    // Fixed: decided once, no second answer, no withdrawal, no other organisation.
    expectProblem(await decide(admin, person.id, 'Declined'), 409);
    expectProblem(await withdraw(person), 409);
    expectProblem(await ask(person, libraryId), 409);
  });

  it('declines: no membership, gone from the list, a mail in English; another organisation may be asked', async () => {
    const person = await newSignedInUser('declined');
    await ask(person);
    const declined = await decide(admin, person.id, 'Declined');
    expect(declined.status).toBe(200);
    expect(declined.json).toMatchObject({ userId: person.id, status: 'Declined' });
    expect((await listed()).map((m) => m.userId)).not.toContain(person.id);
    const details = (await userOf(person)).json;
    expect(details).toMatchObject({ organisation: null, joinRequest: { accountId: orgId, status: 'Declined' } });
    expect(details.accounts).toHaveLength(1);
    const mail = await waitForMail(mailDir(), person.email);
    expect(mail.subject).toBe('Demo Organization declined your request to join');
    expectProblem(await ask(person), 409);
    expect((await ask(person, libraryId)).status).toBe(201);
    expect((await userOf(person)).json.joinRequest).toMatchObject({ accountId: libraryId, status: 'Requested' });
  });

  it("refuses another organisation's admin, a plain member, the person, a missing request and bad input", async () => {
    const person = await newSignedInUser('undecided');
    await ask(person);
    const before = await listed();
    expectProblem(await decide(libraryAdmin, person.id, 'Approved'), 403);
    expectProblem(await decide(plainMember, person.id, 'Approved'), 403);
    expectProblem(await decide(person, person.id, 'Approved'), 403);
    expectProblem(await decide(admin, person.id, 'Maybe'), 400);
    expectProblem(await decide(admin, plainMember.id, 'Approved'), 404);
    expectProblem(await decide(admin, admin.id, 'Declined', libraryId), 403);
    expect(await listed()).toEqual(before);
    // Invitations and removals do not act on a request: it is answered.
    expectProblem(await invite(admin, { email: person.email, role: 'User', accountId: orgId }), 409);
    expectProblem(await api(`/api/Account/${orgId}/users/${person.id}`, { method: 'DELETE', token: admin.token }), 404);
    expectProblem(await api('/api/Account/resend-invite', { method: 'POST', token: admin.token, body: { accountId: orgId, userId: person.id } }), 404);
    expect(await listed()).toEqual(before);
  });
});

describe('withdrawing', () => {
  it('takes the waiting request away; the person may then ask again', async () => {
    const person = await newSignedInUser('withdrawer');
    await ask(person);
    expectProblem(await withdraw(admin, orgId, person.id), 403);
    expect((await withdraw(person)).status).toBe(204);
    expect((await listed()).map((m) => m.userId)).not.toContain(person.id);
    expect((await userOf(person)).json.joinRequest).toBeNull();
    expectProblem(await withdraw(person), 404);
    expect((await ask(person, libraryId)).status).toBe(201);
  });
});
