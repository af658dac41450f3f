import { describe, expect, it } from 'vitest';
import { api, expectProblem, signIn, uniqueEmail } from '../support/http';

describe('POST /api/Auth/register', () => {
  it('creates a user who can sign in at once, with the SPEC §3 session shape', async () => {
    const email = uniqueEmail('register');
    const created = await api('/api/Auth/register', {
      method: 'POST',
      body: { email: email.toUpperCase(), password: 'GoodPass123', firstName: 'Rosa', lastName: 'Diaz' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(String), email, firstName: 'Rosa', lastName: 'Diaz' });
    expect(created.text).not.toContain('password');

    const { session } = await signIn(email, 'GoodPass123');
    expect(session).toMatchObject({
      accessToken: expect.any(String),
      accessTokenExpires: expect.any(Number),
      user: { id: created.json.id, firstName: 'Rosa', lastName: 'Diaz', accountLinkingRequired: false },
    });
    expect(session.accessTokenExpires! - Date.now()).toBeGreaterThan(10 * 60_000);
    expect(JSON.stringify(session)).not.toContain('refreshToken');
  });

  it('answers 400 with field errors keyed by field, message key and bound', async () => {
    const result = await api('/api/Auth/register', { method: 'POST', body: { email: 'nope', password: 'short', firstName: '', lastName: 'X' } });
    expectProblem(result, 400);
    expect(result.json.errors).toEqual({
      email: { key: 'emailInvalid', values: {} },
      password: { key: 'passwordMin', values: { minimum: 8 } },
      firstName: { key: 'nameRequired', values: {} },
    });
  });

  it('refuses a password without upper case, lower case and a digit', async () => {
    const result = await api('/api/Auth/register', {
      method: 'POST',
      body: { email: uniqueEmail('weak'), password: 'alllowercase', firstName: 'A', lastName: 'B' },
    });
    expectProblem(result, 400);
    expect(result.json.errors.password.key).toBe('passwordComplexity');
  });

  it('answers 409 for an email that already has an account, and creates nothing', async () => {
    const email = uniqueEmail('twice');
    const body = { email, password: 'GoodPass123', firstName: 'A', lastName: 'B' };
    expect((await api('/api/Auth/register', { method: 'POST', body })).status).toBe(201);
    expectProblem(await api('/api/Auth/register', { method: 'POST', body: { ...body, password: 'OtherPass456' } }), 409);
    // The first password still works, the second does not.
    expect((await signIn(email, 'GoodPass123')).session.accessToken).toBeDefined();
    expect((await signIn(email, 'OtherPass456')).session.accessToken).toBeUndefined();
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

  it('gives no session for a wrong password or an unknown email', async () => {
    const wrong = await signIn('member@demo.example.org', 'WrongPass123');
    expect(wrong.session).toEqual({});
    const unknown = await signIn(uniqueEmail('ghost'), 'WrongPass123');
    expect(unknown.session).toEqual({});
  });
});
