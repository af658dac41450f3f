import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, expectProblem, newVerifiedUser, signIn, uniqueEmail } from '../support/http';

/** A documentation address of its own, so this file's budget is not the rest of the suite's. */
const ownIp = () => ({ 'x-forwarded-for': `203.0.113.${randomInt(1, 254)}` });
/** `count` distinct addresses of a benchmarking block picked for this test alone. */
function addresses(count: number): Array<{ 'x-forwarded-for': string }> {
  const block = `198.${randomInt(18, 20)}.${randomInt(0, 256)}`;
  return Array.from({ length: count }, (_, i) => ({ 'x-forwarded-for': `${block}.${i + 1}` }));
}

describe('rate limits', () => {
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
    expect(
      (await api('/api/Auth/resend-verification', { method: 'POST', body: { email: uniqueEmail('ip') }, headers: { 'x-forwarded-for': '198.51.100.7' } }))
        .status,
    ).toBe(202);
  });
});

describe('finding 5: wrong passwords from one address do not lock the owner out', () => {
  it('refuses the guessing address after 5 wrong passwords, even with the right one; the owner signs in from another address', async () => {
    const { email, password } = await newVerifiedUser('lockout');
    const [attacker, owner] = addresses(2);
    const errors: Array<string | null> = [];
    for (let i = 0; i < 30; i++) errors.push((await signIn(email, `Wrong${i}Pass1`, attacker)).error);
    // Five are checked (and wrong); the other 25 are refused without checking the password.
    expect(errors).toEqual([...Array<string>(5).fill('CredentialsSignin'), ...Array<string>(25).fill('SignInLocked')]);

    const fromOwner = await signIn(email, password, owner);
    expect(fromOwner.error).toBeNull();
    expect(fromOwner.session.accessToken).toEqual(expect.any(String));

    const fromAttacker = await signIn(email, password, attacker);
    expect(fromAttacker.error).toBe('SignInLocked');
    expect(fromAttacker.session).toEqual({});
    // Other accounts from the guessing address are not affected.
    expect((await signIn('member@demo.example.org', 'DemoMember2026', attacker)).session.accessToken).toEqual(expect.any(String));
  });

  it('after 10 wrong passwords across addresses, refuses every address that guessed but still lets a clean address in', async () => {
    const { email, password } = await newVerifiedUser('spread');
    const [clean, ...guessers] = addresses(11);
    // One wrong password from each of ten addresses: no address reaches its own limit of five.
    for (const [i, from] of guessers.entries()) expect((await signIn(email, `Wrong${i}Pass1`, from)).error).toBe('CredentialsSignin');
    // The account is now backing off: an address that guessed is refused, even with the right password.
    expect((await signIn(email, password, guessers[0])).error).toBe('SignInLocked');
    // An address without wrong passwords for this account is still checked.
    const fromClean = await signIn(email, password, clean);
    expect(fromClean.error).toBeNull();
    expect(fromClean.session.accessToken).toEqual(expect.any(String));
  });
});
