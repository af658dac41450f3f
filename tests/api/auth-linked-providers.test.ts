import { describe, expect, it } from 'vitest';
import { api, baseUrl, expectProblem, newSignedInUser, signIn } from '../support/http';

describe('GET /api/Auth/external-identities', () => {
  it('lists the enabled providers with whether the caller linked them', async () => {
    const { token } = await newSignedInUser('providers');
    const result = await api('/api/Auth/external-identities', { token });
    expect(result.status).toBe(200);
    // The API test server enables only the coalition's provider.
    expect(result.json).toEqual([{ provider: 'adfs', linked: false, linkedAt: null }]);
  });

  it('needs a bearer token', async () => {
    expectProblem(await api('/api/Auth/external-identities'), 401);
  });
});

describe('DELETE /api/Auth/external-identities/{provider}', () => {
  it('answers 404 for a provider that is not linked, 400 for an unknown one, 401 without a token', async () => {
    const { token } = await newSignedInUser('unlink');
    expectProblem(await api('/api/Auth/external-identities/adfs', { method: 'DELETE', token }), 404);
    const unknown = await api('/api/Auth/external-identities/myspace', { method: 'DELETE', token });
    expectProblem(unknown, 400);
    expect(unknown.json.errors.provider.key).toBe('invalidValue');
    expectProblem(await api('/api/Auth/external-identities/adfs', { method: 'DELETE' }), 401);
  });
});

describe('GET /api/auth/providers', () => {
  it('offers the credentials sign-in and each enabled provider only', async () => {
    const providers = (await (await fetch(`${baseUrl()}/api/auth/providers`)).json()) as Record<string, { id: string; type: string }>;
    expect(Object.keys(providers).sort()).toEqual(['adfs', 'credentials']);
    expect(providers.adfs?.type).toBe('oauth');
  });
});

describe('GET /api/auth/federated-signout', () => {
  const signOut = (query: string, cookie: string) => fetch(`${baseUrl()}/api/auth/federated-signout?${query}`, { redirect: 'manual', headers: { cookie } });

  it('with the session’s own access token: ends the sign-in, clears the cookie, goes home', async () => {
    const { email, password } = await newSignedInUser('signout');
    const { jar, session } = await signIn(email, password);
    const response = await signOut(`provider=credentials&accessToken=${session.accessToken}`, jar.header());
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${baseUrl()}/`);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
  });

  it('without proof it comes from the signed-in page: goes home and keeps the session', async () => {
    const { email, password } = await newSignedInUser('signout-csrf');
    const { jar } = await signIn(email, password);
    const response = await signOut('provider=credentials&accessToken=forged', jar.header());
    expect(response.status).toBe(307);
    expect(response.headers.getSetCookie()).toEqual([]);
    const session = await (await fetch(`${baseUrl()}/api/auth/session`, { headers: { cookie: jar.header() } })).json();
    expect(session.user.email).toBe(email);
  });
});
