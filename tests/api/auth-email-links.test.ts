import { describe, expect, it } from 'vitest';
import { linkIn, mailsTo, waitForMail } from '../support/mailbox';
import { api, expectProblem, mailDir, mailedToken, newVerifiedUser, signIn, uniqueEmail } from '../support/http';

const post = (path: string, body: unknown) => api(`/api/Auth/${path}`, { method: 'POST', body });

describe('POST /api/Auth/verify-email', () => {
  it('spends a token once: the same link again says the address is verified already, and changes nothing', async () => {
    const email = uniqueEmail('once');
    await post('register', { email, password: 'GoodPass123', firstName: 'O', lastName: 'N' });
    const token = await mailedToken(email, '/verify-email');
    const first = await post('verify-email', { token });
    expect([first.status, first.json]).toEqual([200, { status: 'EmailVerified' }]);
    const again = await post('verify-email', { token });
    expect([again.status, again.json]).toEqual([200, { status: 'AlreadyVerified' }]);
  });

  it('refuses an unknown token and a missing one', async () => {
    const unknown = await post('verify-email', { token: 'x'.repeat(43) });
    expectProblem(unknown, 400);
    expect(unknown.json.detail).toBe('VerificationFailed');
    const missing = await post('verify-email', {});
    expectProblem(missing, 400);
    expect(missing.json.errors.token.key).toBe('tokenInvalid');
  });
});

describe('POST /api/Auth/resend-verification', () => {
  it('answers 202 for anyone, mails only an unverified account, and retires the earlier link', async () => {
    const email = uniqueEmail('resend');
    await post('register', { email, password: 'GoodPass123', firstName: 'R', lastName: 'S' });
    const first = await mailedToken(email, '/verify-email');
    const verified = await newVerifiedUser('resend-verified');
    const unknown = uniqueEmail('resend-ghost');
    // The two that must not be mailed are asked for first; each answer comes after its decision to
    // mail or not, so the mail the last request sends arrives after any mail the first two sent.
    for (const address of [verified.email, unknown, email]) {
      const answer = await post('resend-verification', { email: address });
      expect(answer.status).toBe(202);
      expect(answer.json).toEqual({ status: 'VerificationEmailSent' });
    }
    const second = await mailedToken(email, '/verify-email', 2);
    expect(mailsTo(mailDir(), verified.email)).toEqual([]); // its verification mail was read already
    expect(mailsTo(mailDir(), unknown)).toEqual([]);
    expectProblem(await post('verify-email', { token: first }), 400);
    expect((await post('verify-email', { token: second })).status).toBe(200);
    // Once the address is verified, its retired link says so instead of failing.
    expect((await post('verify-email', { token: first })).json).toEqual({ status: 'AlreadyVerified' });
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the address has an account', async () => {
    const { email } = await newVerifiedUser('forgot');
    const ghost = uniqueEmail('forgot-ghost');
    // The address without an account is asked for first: the known address's mail, sent after that
    // answer, arrives after any mail the first request sent.
    const unknown = await post('forgot-password', { email: ghost });
    const known = await post('forgot-password', { email });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.json).toEqual(unknown.json);
    const mail = await waitForMail(mailDir(), email);
    expect(mail.subject).toBe('Reset your password');
    expect(mailsTo(mailDir(), ghost)).toEqual([]);
  });

  it('resets with a matching confirmation, once, and the old password stops working', async () => {
    const { email } = await newVerifiedUser('reset');
    expect((await post('forgot-password', { email })).status).toBe(202);
    const token = await mailedToken(email, '/reset-password');

    const mismatch = await post('reset-password', { token, password: 'NewPass789', confirmPassword: 'NewPass780' });
    expectProblem(mismatch, 400);
    expect(mismatch.json.errors).toEqual({ confirmPassword: { key: 'passwordsDontMatch', values: {} } });
    const weak = await post('reset-password', { token, password: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak.json.errors.password.key).toBe('passwordComplexity');

    expect((await post('reset-password', { token, password: 'NewPass789', confirmPassword: 'NewPass789' })).status).toBe(200);
    const reused = await post('reset-password', { token, password: 'Another123', confirmPassword: 'Another123' });
    expectProblem(reused, 400);
    expect(reused.json.detail).toBe('VerificationFailed');

    expect((await signIn(email, 'GoodPass123')).error).toBe('CredentialsSignin');
    expect((await signIn(email, 'NewPass789')).session.accessToken).toEqual(expect.any(String));
  });

  it('mails in the language asked for, with a link into that language', async () => {
    const { email } = await newVerifiedUser('spanish');
    await post('forgot-password', { email, locale: 'es-ES' });
    const mail = await waitForMail(mailDir(), email);
    expect(mail.subject).toBe('Restablece tu contraseña');
    expect(linkIn(mail, '/reset-password').pathname).toBe('/es-ES/reset-password');
  });
});
