import { decode, encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, expectProblem, mailedToken, newVerifiedUser, signIn } from '../support/http';
import { TEST_SECRETS } from '../support/server';

const SESSION_COOKIE = 'next-auth.session-token';
const secret = TEST_SECRETS.NEXTAUTH_SECRET;

function cookieValue(header: string, name: string): string {
  const pair = header.split('; ').find((c) => c.startsWith(`${name}=`));
  if (!pair) throw new Error(`no ${name} cookie in ${header}`);
  return pair.slice(name.length + 1);
}

/** next-auth's /api/auth/session for a session cookie: what the browser's session would say. */
async function sessionOf(cookie: string) {
  return (await sessionAnswer(cookie)).session;
}

async function sessionAnswer(cookie: string) {
  const response = await fetch(`${baseUrl()}/api/auth/session`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
  const session = (await response.json()) as { accessToken?: string; accessTokenExpires?: number; error?: string; user?: { id: string } };
  return { session, setCookies: response.headers.getSetCookie() };
}

/**
 * The same session with its access token due for refresh (expiring in 30 s), as the cookie will
 * say some minutes from now: the clock of the session moved on, without waiting.
 */
async function dueForRefresh(cookie: string): Promise<string> {
  const token = await decode({ token: cookie, secret });
  if (!token) throw new Error('the session cookie does not decode');
  return encode({ token: { ...token, accessTokenExpires: Date.now() + 30_000, lastRefreshAt: undefined }, secret });
}

async function signedIn(label: string) {
  const user = await newVerifiedUser(label);
  const { jar, session } = await signIn(user.email, user.password);
  const me = await api(`/api/User/${session.user!.id}`, { token: session.accessToken });
  expect(me.status).toBe(200);
  return { ...user, id: session.user!.id, token: session.accessToken!, jar, cookie: cookieValue(jar.header(), SESSION_COOKIE) };
}

describe('finding 9: sessions end with a password reset and with every sign-out', () => {
  it('a password reset ends the old bearer token and the old session cookie at once', async () => {
    const user = await signedIn('reset-ends');
    expect((await api('/api/Auth/forgot-password', { method: 'POST', body: { email: user.email } })).status).toBe(202);
    const token = await mailedToken(user.email, '/reset-password');
    expect((await api('/api/Auth/reset-password', { method: 'POST', body: { token, password: 'NewPass789', confirmPassword: 'NewPass789' } })).status).toBe(200);

    const old = await api(`/api/User/${user.id}`, { token: user.token });
    expectProblem(old, 401);
    expect(old.json.detail).toBe('The session of this access token has ended; sign in again');
    expect(await sessionOf(user.cookie)).toMatchObject({ user: { id: user.id }, error: 'RefreshAccessTokenError', accessToken: '', accessTokenExpires: 0 });
    // Not even when it comes to refreshing.
    expect(await sessionOf(await dueForRefresh(user.cookie))).toMatchObject({ error: 'RefreshAccessTokenError', accessToken: '' });

    // A sign-in after the reset works at once.
    const { session } = await signIn(user.email, 'NewPass789');
    expect((await api(`/api/User/${user.id}`, { token: session.accessToken })).status).toBe(200);
  });

  it("next-auth's own sign-out revokes the session's refresh tokens: a copied cookie is signed out at once, and its answer clears it", async () => {
    const user = await signedIn('signout-copy');
    const copy = user.cookie;
    // Control: a session that stays signed in is refreshed when due.
    const other = await signedIn('signout-control');
    const refreshed = await sessionOf(await dueForRefresh(other.cookie));
    expect(refreshed.error).toBeUndefined();
    expect(refreshed.accessToken).toEqual(expect.any(String));
    expect(refreshed.accessTokenExpires).toBeGreaterThan(Date.now() + 5 * 60_000); // a new token, not the one due

    const csrf = await fetch(`${baseUrl()}/api/auth/csrf`, { headers: { cookie: user.jar.header() } });
    user.jar.store(csrf);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const signOut = await fetch(`${baseUrl()}/api/auth/signout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: user.jar.header() },
      body: new URLSearchParams({ csrfToken, callbackUrl: '/', json: 'true' }),
    });
    expect(signOut.status).toBe(200);
    // The browser drops its cached pages and the session mark of the offline dashboard (decision 0053).
    expect(signOut.headers.get('clear-site-data')).toBe('"cache"');
    expect(signOut.headers.getSetCookie()).toContain('cwt-session=; Path=/; Max-Age=0; SameSite=Lax');

    // The copy is what another tab's session fetch, sent before the sign-out and answered after
    // it, sets again: it is signed out, due for refresh or not, and the answer clears it.
    const answer = await sessionAnswer(copy);
    expect(answer.session).toEqual({});
    expect(answer.setCookies).toContain('next-auth.session-token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(answer.setCookies).toContain('cwt-session=; Path=/; Max-Age=0; SameSite=Lax');
    expect(await sessionOf(await dueForRefresh(copy))).toEqual({});
    // The person's other sign-ins go on.
    expect((await sessionOf(other.cookie)).user?.id).toBe(other.id);
  });

  it('the federated sign-out revokes them too', async () => {
    const user = await signedIn('federated-copy');
    const query = new URLSearchParams({ provider: 'credentials', accessToken: user.token });
    const response = await fetch(`${baseUrl()}/api/auth/federated-signout?${query}`, { redirect: 'manual', headers: { cookie: user.jar.header() } });
    expect(response.status).toBe(307);
    expect(response.headers.get('clear-site-data')).toBe('"cache"');
    expect(await sessionOf(user.cookie)).toEqual({});
    expect(await sessionOf(await dueForRefresh(user.cookie))).toEqual({});
  });
});
