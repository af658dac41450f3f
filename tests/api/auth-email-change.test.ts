import { beforeAll, describe, expect, it, vi } from 'vitest';
import { linkIn, mailsTo, type ReceivedMail } from '../support/mailbox';
import { api, baseUrl, expectProblem, mailDir, newSignedInUser, newVerifiedUser, signIn, uniqueEmail } from '../support/http';
import { accept, demoAdmin, demoOrganizationId, invitations, invite, orgList, type Person } from './support-accounts';

const profile = (user: { id: string; token: string }, email: string) =>
  api(`/api/User/${user.id}/profile`, { method: 'PUT', token: user.token, body: { email, firstName: 'Test', lastName: 'Changer' } });
const userOf = (user: { id: string; token: string }) => api(`/api/User/${user.id}`, { token: user.token });
const confirm = (token: string) => api('/api/Auth/confirm-email-change', { method: 'POST', body: { token } });
const undo = (token: string) => api('/api/Auth/undo-email-change', { method: 'POST', body: { token } });

/**
 * Waits for the `count`-th mail to the address that links to `pathname` (other mails to the
 * address, such as an invitation, are not counted) and returns it with the link's token.
 */
async function mailWithLink(address: string, pathname: string, count = 1): Promise<{ mail: ReceivedMail; token: string }> {
  const mail = await vi.waitFor(
    () => {
      const linking = mailsTo(mailDir(), address).filter((m) => /https?:\/\/\S+/.test(m.text) && m.text.includes(pathname));
      if (linking.length < count) throw new Error(`no mail #${count} to ${address} linking to ${pathname}`);
      return linking[count - 1]!;
    },
    { timeout: 15_000, interval: 100 },
  );
  return { mail, token: linkIn(mail, pathname).searchParams.get('token') ?? '' };
}

/** Registers an address and verifies it from its mail, as its owner would. */
async function registerVerified(email: string, password = 'GoodPass123') {
  expect((await api('/api/Auth/register', { method: 'POST', body: { email, password, firstName: 'Owner', lastName: 'Of' } })).status).toBe(202);
  const { token } = await mailWithLink(email, '/verify-email');
  expect((await api('/api/Auth/verify-email', { method: 'POST', body: { token } })).status).toBe(200);
  const { session } = await signIn(email, password);
  return { id: session.user!.id, token: session.accessToken!, email, password };
}

let admin: Person;
let orgId: string;

beforeAll(async () => {
  admin = await demoAdmin();
  orgId = await demoOrganizationId(admin);
});

describe('finding 2: an email change needs proof of the new address', () => {
  it('the takeover fails: the profile keeps the old email, the invitation reaches the real owner, the attacker cannot accept', async () => {
    const attacker = await newSignedInUser('attacker');
    const victimEmail = uniqueEmail('victim');

    // The attacker asks for the victim's address (not registered yet): nothing changes but a pending request.
    const changed = await profile(attacker, victimEmail);
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ id: attacker.id, email: attacker.email, pendingEmail: victimEmail });
    expect((await userOf(attacker)).json).toMatchObject({ email: attacker.email, pendingEmail: victimEmail });

    // The admin invites the victim's address: nobody has it, so the create-account mail goes there.
    const early = await invite(admin, { email: victimEmail, accountId: orgId });
    expectProblem(early, 404);
    expect(early.json.detail).toBe('UserNotFound');
    expect((await invitations(attacker)).json).toEqual([]);

    // The victim registers; now the invitation is theirs.
    const victim = await registerVerified(victimEmail);
    const invited = await invite(admin, { email: victimEmail, accountId: orgId, role: 'User' });
    expect(invited.status).toBe(201);
    expect(invited.json).toMatchObject({ userId: victim.id, email: victimEmail });
    const [pending] = (await invitations(victim)).json;
    expect((await invitations(attacker)).json).toEqual([]);

    // The attacker cannot accept it, and cannot finish the change even with the victim's link.
    const stolen = await accept({ id: attacker.id, token: attacker.token, email: attacker.email }, pending.id);
    expectProblem(stolen, 403);
    const { token: confirmLink } = await mailWithLink(victimEmail, '/confirm-email-change');
    const late = await confirm(confirmLink);
    expectProblem(late, 409);
    expect(late.json.detail).toBe('An account with this email already exists');
    expect((await userOf(attacker)).json.email).toBe(attacker.email);
    expect((await invitations(victim)).json).toEqual([pending]);

    // The victim accepts.
    expect((await accept(victim, pending.id)).status).toBe(200);
    const members = (await orgList(admin, orgId)).json as Array<{ userId: string; status: string }>;
    expect(members.filter((m) => m.userId === attacker.id)).toEqual([]);
    expect(members.find((m) => m.userId === victim.id)?.status).toBe('Active');
  });

  it('takes effect through the link mailed to the new address, once; until then the old address signs in', async () => {
    const user = await newSignedInUser('changer');
    const newEmail = uniqueEmail('changed');
    expect((await profile(user, newEmail)).json).toMatchObject({ email: user.email, pendingEmail: newEmail });

    const { mail, token } = await mailWithLink(newEmail, '/confirm-email-change');
    expect(mail.subject).toBe('Confirm your new email address');
    const { mail: notice } = await mailWithLink(user.email, '/undo-email-change');
    expect(notice.subject).toBe("Your account's email address is being changed");
    expect(notice.text).toContain(newEmail);

    expect((await signIn(newEmail, user.password)).error).toBe('CredentialsSignin');
    expect((await signIn(user.email, user.password)).session.accessToken).toEqual(expect.any(String));

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ status: 'EmailChanged', email: newEmail });
    const again = await confirm(token);
    expectProblem(again, 400);
    expect(again.json.detail).toBe('VerificationFailed');

    const after = (await userOf(user)).json;
    expect(after.email).toBe(newEmail);
    expect(after).not.toHaveProperty('pendingEmail');
    expect((await signIn(user.email, user.password)).error).toBe('CredentialsSignin');
    expect((await signIn(newEmail, user.password)).session.accessToken).toEqual(expect.any(String));
  });

  it('keeps only the newest request, and Cancel withdraws it: its link stops working', async () => {
    const user = await newSignedInUser('canceller');
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await profile(user, first);
    await profile(user, second);
    expect((await userOf(user)).json.pendingEmail).toBe(second);
    const { token: firstLink } = await mailWithLink(first, '/confirm-email-change');
    expectProblem(await confirm(firstLink), 400);

    const cancelled = await api(`/api/User/${user.id}/pending-email`, { method: 'DELETE', token: user.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.email).toBe(user.email);
    expect(cancelled.json).not.toHaveProperty('pendingEmail');
    const { token: secondLink } = await mailWithLink(second, '/confirm-email-change');
    expectProblem(await confirm(secondLink), 400);
    expect((await userOf(user)).json.email).toBe(user.email);

    // Someone else may not cancel it.
    const other = await newSignedInUser('other');
    expectProblem(await api(`/api/User/${user.id}/pending-email`, { method: 'DELETE', token: other.token }), 403);
  });

  it('refuses an address another account has: when asked, and when confirmed after someone took it meanwhile', async () => {
    const user = await newSignedInUser('racer');
    const holder = await newVerifiedUser('holder');
    const taken = await profile(user, holder.email);
    expectProblem(taken, 409);
    expect(taken.json.detail).toBe('An account with this email already exists');
    expect((await userOf(user)).json).not.toHaveProperty('pendingEmail');
    expect(mailsTo(mailDir(), holder.email)).toEqual([]);

    const wanted = uniqueEmail('wanted');
    await profile(user, wanted);
    const { token } = await mailWithLink(wanted, '/confirm-email-change');
    const other = await registerVerified(wanted);
    const late = await confirm(token);
    expectProblem(late, 409);
    expect((await userOf(user)).json.email).toBe(user.email);
    expect((await userOf(other)).json.email).toBe(wanted);
  });

  it('the undo link restores the old address, even after the change, and ends every session of the account', async () => {
    const user = await newSignedInUser('undoer');
    const { jar } = await signIn(user.email, user.password);
    const hijacked = uniqueEmail('hijacked');
    await profile(user, hijacked);
    const { token: confirmLink } = await mailWithLink(hijacked, '/confirm-email-change');
    expect((await confirm(confirmLink)).status).toBe(200);

    const { token: undoLink } = await mailWithLink(user.email, '/undo-email-change');
    const undone = await undo(undoLink);
    expect(undone.status).toBe(200);
    expect(undone.json).toEqual({ status: 'EmailChangeUndone', email: user.email });
    expectProblem(await undo(undoLink), 400);

    // Every session ended: the bearer token, and the session cookie's refresh.
    const old = await userOf(user);
    expectProblem(old, 401);
    const session = await (await fetch(`${baseUrl()}/api/auth/session`, { headers: { cookie: jar.header() } })).json();
    expect(session).toMatchObject({ error: 'RefreshAccessTokenError', accessToken: '' });

    expect((await signIn(hijacked, user.password)).error).toBe('CredentialsSignin');
    const back = await signIn(user.email, user.password);
    const fresh = await userOf({ id: user.id, token: back.session.accessToken! });
    expect(fresh.json.email).toBe(user.email);
  });

  it('an undo link sent later (to the address that took over) cannot take the email back', async () => {
    const user = await newSignedInUser('owner');
    const thief = uniqueEmail('thief');
    await profile(user, thief);
    expect((await confirm((await mailWithLink(thief, '/confirm-email-change')).token)).status).toBe(200);
    // The new holder changes it again: the notice with its own undo link goes to the thief's address.
    const { session } = await signIn(thief, user.password);
    const asThief = { id: user.id, token: session.accessToken! };
    await profile(asThief, uniqueEmail('thief-two'));
    const { token: thiefUndo } = await mailWithLink(thief, '/undo-email-change');
    const { token: ownerUndo } = await mailWithLink(user.email, '/undo-email-change');

    expect((await undo(ownerUndo)).json).toEqual({ status: 'EmailChangeUndone', email: user.email });
    expectProblem(await undo(thiefUndo), 400);
    const { session: again } = await signIn(user.email, user.password);
    expect((await userOf({ id: user.id, token: again.accessToken! })).json).toMatchObject({ email: user.email });
  });

  it('an invitation is accepted only by the user whose verified email it was sent to', async () => {
    const user = await newSignedInUser('moved');
    const moved = uniqueEmail('moved-to');
    await profile(user, moved);
    expect((await confirm((await mailWithLink(moved, '/confirm-email-change')).token)).status).toBe(200);
    const invited = await invite(admin, { email: moved, accountId: orgId, role: 'User' });
    expect(invited.status).toBe(201);
    // The person goes back to the first address: the invitation was not sent to it.
    expect((await undo((await mailWithLink(user.email, '/undo-email-change')).token)).status).toBe(200);
    const { session } = await signIn(user.email, user.password);
    const me = { id: user.id, token: session.accessToken!, email: user.email };
    const [pending] = (await invitations(me)).json;
    const before = (await orgList(admin, orgId)).json;

    const refused = await accept(me, pending.id);
    expectProblem(refused, 403);
    expect(refused.json.detail).toBe('This invitation was sent to an email address you have not verified as yours');
    expect((await invitations(me)).json).toEqual([pending]);
    expect((await orgList(admin, orgId)).json).toEqual(before);
  });
});

describe('finding 2: email-change mails share the per-address mail budget', () => {
  it('a sixth change to the same new address within 15 minutes is refused 429 and mails nothing more', async () => {
    const asker = await newSignedInUser('budget');
    const target = uniqueEmail('budget-target');
    for (let i = 0; i < 5; i += 1) expect((await profile(asker, target)).status).toBe(200);
    const refused = await profile(asker, target);
    expectProblem(refused, 429);
    expect((await userOf(asker)).json).toMatchObject({ email: asker.email, pendingEmail: target });
  });
});
