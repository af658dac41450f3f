import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, expectProblem, newVerifiedUser, signIn, uniqueEmail } from '../support/http';

/** A documentation address of its own, so this file's budget is not the rest of the suite's. */
const ownIp = () => ({ 'x-forwarded-for': `203.0.113.${randomInt(1, 254)}` });

describe('rate limits', () => {
  it('refuses the 11th wrong password in a minute without checking it, even when it is right', async () => {
    const { email, password } = await newVerifiedUser('brute');
    for (let i = 0; i < 10; i++) expect((await signIn(email, `Wrong${i}Pass1`)).error).toBe('CredentialsSignin');
    const eleventh = await signIn(email, password);
    expect(eleventh.error).toBe('TooManyAttempts');
    expect(eleventh.session).toEqual({});
    // Other people are not affected.
    expect((await signIn('member@demo.example.org', 'DemoMember2026')).session.accessToken).toEqual(expect.any(String));
  });

  it('limits mails per address with a 429 problem', async () => {
    const email = uniqueEmail('flood');
    const headers = ownIp();
    for (let i = 0; i < 5; i++) expect((await api('/api/Auth/forgot-password', { method: 'POST', body: { email }, headers })).status).toBe(202);
    const sixth = await api('/api/Auth/forgot-password', { method: 'POST', body: { email }, headers });
    expectProblem(sixth, 429);
    expect(sixth.json.detail).toBe('TooManyAttempts');
  });

  it('limits requests per IP address, whatever the email', async () => {
    const headers = ownIp();
    const statuses: number[] = [];
    // The test server allows 200 a minute per address.
    for (let i = 0; i < 201; i++) {
      statuses.push((await api('/api/Auth/resend-verification', { method: 'POST', body: { email: uniqueEmail('ip') }, headers })).status);
    }
    expect(statuses.slice(0, 200).every((s) => s === 202)).toBe(true);
    expectProblem(await api('/api/Auth/resend-verification', { method: 'POST', body: { email: uniqueEmail('ip') }, headers }), 429);
    expect((await api('/api/Auth/resend-verification', { method: 'POST', body: { email: uniqueEmail('ip') }, headers: { 'x-forwarded-for': '198.51.100.7' } })).status).toBe(202);
  });
});
