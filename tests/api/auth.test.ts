import { describe, expect, it } from 'vitest';
import { waitForMail } from '../support/mailbox';
import { api, expectProblem, mailDir, mailedToken, newVerifiedUser, signIn, uniqueEmail } from '../support/http';

const register = (body: Record<string, unknown>) => api('/api/Auth/register', { method: 'POST', body });

describe('POST /api/Auth/register', () => {
  it('answers 202, mails a verification link, and refuses sign-in until the address is verified', async () => {
    const email = uniqueEmail('register');
    const created = await register({ email: email.toUpperCase(), password: 'GoodPass123', firstName: 'Rosa', lastName: 'Diaz' });
    expect(created.status).toBe(202);
    expect(created.json).toEqual({ status: 'VerificationEmailSent' });

    const before = await signIn(email, 'GoodPass123');
    expect(before.error).toBe('EmailNotVerified');
    expect(before.session).toEqual({});

    const mail = await waitForMail(mailDir(), email);
    expect(mail.subject).toBe('Verify your email address');
    const verified = await api('/api/Auth/verify-email', { method: 'POST', body: { token: await mailedToken(email, '/verify-email') } });
    expect(verified.status).toBe(200);

    const { session } = await signIn(email, 'GoodPass123');
    expect(session).toMatchObject({
      accessToken: expect.any(String),
      accessTokenExpires: expect.any(Number),
      user: { id: expect.any(String), firstName: 'Rosa', lastName: 'Diaz', accountLinkingRequired: false },
    });
    expect(session.accessTokenExpires! - Date.now()).toBeGreaterThan(10 * 60_000);
    expect(JSON.stringify(session)).not.toContain('refreshToken');
  });

  it('answers 400 with field errors keyed by field, message key and bound', async () => {
    const result = await register({ email: 'nope', password: 'short', firstName: '', lastName: 'X' });
    expectProblem(result, 400);
    expect(result.json.errors).toEqual({
      email: { key: 'emailInvalid', values: {} },
      password: { key: 'passwordMin', values: { minimum: 8 } },
      firstName: { key: 'nameRequired', values: {} },
    });
  });

  it('refuses a password without upper case, lower case and a digit', async () => {
    const result = await register({ email: uniqueEmail('weak'), password: 'alllowercase', firstName: 'A', lastName: 'B' });
    expectProblem(result, 400);
    expect(result.json.errors.password.key).toBe('passwordComplexity');
  });

  it('answers a taken address exactly like a free one, mails its owner, and changes nothing', async () => {
    const { email } = await newVerifiedUser('twice');
    const again = await register({ email, password: 'OtherPass456', firstName: 'A', lastName: 'B' });
    expect(again.status).toBe(202);
    expect(again.json).toEqual({ status: 'VerificationEmailSent' });
    const notice = await waitForMail(mailDir(), email);
    expect(notice.subject).toBe('Someone tried to register with your email');
    expect(notice.text).toContain('/forgot-password');
    // The first password still works, the second does not.
    expect((await signIn(email, 'GoodPass123')).session.accessToken).toBeDefined();
    expect((await signIn(email, 'OtherPass456')).error).toBe('CredentialsSignin');
  });

  it('answers 400, not 500, for a NUL or a control character in a name', async () => {
    const base = { email: uniqueEmail('nul'), password: 'GoodPass123', lastName: 'B' };
    const nul = await api('/api/Auth/register', { method: 'POST', body: { ...base, firstName: 'A\u0000' } });
    expectProblem(nul, 400);
    expect(nul.json.errors.firstName.key).toBe('invalidValue');
    const control = await api('/api/Auth/register', { method: 'POST', body: { ...base, firstName: 'A\u0007' } });
    expectProblem(control, 400);
    expect(control.json.errors.firstName.key).toBe('invalidValue');
  });

  it('answers 400 for malformed JSON and for a non-object body', async () => {
    expectProblem(await api('/api/Auth/register', { method: 'POST', rawBody: '{"email":' }), 400);
    expectProblem(await api('/api/Auth/register', { method: 'POST', rawBody: '[]' }), 400);
    expectProblem(await api('/api/Auth/register', { method: 'POST', rawBody: '' }), 400);
  });
});

describe('credentials sign-in', () => {
  it('signs in the seeded demo member', async () => {
    const { session } = await signIn('member@demo.example.org', 'DemoMember2026');
    expect(session.user).toMatchObject({ firstName: 'Maria', lastName: 'Garcia' });
  });

  it('gives no session and the same error for a wrong password or an unknown email', async () => {
    const wrong = await signIn('member@demo.example.org', 'WrongPass123');
    expect(wrong.session).toEqual({});
    expect(wrong.error).toBe('CredentialsSignin');
    const unknown = await signIn(uniqueEmail('ghost'), 'WrongPass123');
    expect(unknown.session).toEqual({});
    expect(unknown.error).toBe('CredentialsSignin');
  });

  it('says "verify your email" only to someone who knows the password', async () => {
    const email = uniqueEmail('unverified');
    expect((await register({ email, password: 'GoodPass123', firstName: 'U', lastName: 'V' })).status).toBe(202);
    expect((await signIn(email, 'WrongPass123')).error).toBe('CredentialsSignin');
    expect((await signIn(email, 'GoodPass123')).error).toBe('EmailNotVerified');
  });
});
