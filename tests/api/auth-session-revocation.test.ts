import { decode, encode } from 'next-auth/jwt';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { api, baseUrl, expectProblem, mailedToken, newVerifiedUser, signIn } from '../support/http';
import { freePort, removeDir, startOwnServer, tempDataDir, type OwnServer } from '../support/own-server';
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
  return { ...user, ...(await signInAgain(user)) };
}

/** Another sign-in of the same person (another device): its own session and bearer token. */
async function signInAgain(user: { email: string; password: string }) {
  const { jar, session } = await signIn(user.email, user.password);
  const me = await api(`/api/User/${session.user!.id}`, { token: session.accessToken });
  expect(me.status).toBe(200);
  return { id: session.user!.id, token: session.accessToken!, jar, cookie: cookieValue(jar.header(), SESSION_COOKIE) };
}

/** next-auth's own sign-out, as the browser's Sign Out sends it. */
async function signOut(jar: Awaited<ReturnType<typeof signIn>>['jar']) {
  const csrf = await fetch(`${baseUrl()}/api/auth/csrf`, { headers: { cookie: jar.header() } });
  jar.store(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  return fetch(`${baseUrl()}/api/auth/signout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ csrfToken, callbackUrl: '/', json: 'true' }),
  });
}

const me = (user: { id: string; token: string }) => api(`/api/User/${user.id}`, { token: user.token });

/** The same call on another app process: its status, and the problem's detail. */
async function meOn(server: string, user: { id: string; token: string }) {
  const response = await fetch(`${server}/api/User/${user.id}`, { headers: { authorization: `Bearer ${user.token}` } });
  const body = (await response.json()) as { detail?: string };
  return { status: response.status, detail: body.detail };
}
const ENDED = 'The session of this access token has ended; sign in again';

describe('finding 9: sessions end with a password reset and with every sign-out', () => {
  it('a password reset ends the old bearer token and the old session cookie at once', async () => {
    const user = await signedIn('reset-ends');
    expect((await api('/api/Auth/forgot-password', { method: 'POST', body: { email: user.email } })).status).toBe(202);
    const token = await mailedToken(user.email, '/reset-password');
    expect((await api('/api/Auth/reset-password', { method: 'POST', body: { token, password: 'NewPass789', confirmPassword: 'NewPass789' } })).status).toBe(
      200,
    );

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

    const signedOut = await signOut(user.jar);
    expect(signedOut.status).toBe(200);
    // The browser drops its cached pages and the session mark of the offline dashboard.
    expect(signedOut.headers.get('clear-site-data')).toBe('"cache"');
    expect(signedOut.headers.getSetCookie()).toContain('cwt-session=; Path=/; Max-Age=0; SameSite=Lax');

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
    const old = await me(user);
    expectProblem(old, 401);
    expect(old.json.detail).toBe(ENDED);
  });

  it("a sign-out ends that sign-in's bearer token at once; the person's other sign-in goes on", async () => {
    const phone = await signedIn('signout-bearer');
    const laptop = await signInAgain(phone);
    expect((await signOut(phone.jar)).status).toBe(200);

    const old = await me(phone);
    expectProblem(old, 401);
    expect(old.json.detail).toBe(ENDED);
    expect((await me(laptop)).status).toBe(200);
    // A new sign-in after the sign-out works at once.
    expect((await me(await signInAgain(phone))).status).toBe(200);
  });
});

const onPostgres = inject('databaseKind') === 'postgres';

describe.runIf(onPostgres)('a sign-out on one app process (PostgreSQL only: PGlite is one process’s database)', { timeout: 180_000 }, () => {
  const dataDir = tempDataDir();
  let second: OwnServer | undefined;
  afterAll(async () => {
    await second?.stop();
    removeDir(dataDir);
  });

  it('ends its bearer token on another process within seconds (its cached user row lives 5 s)', async () => {
    second = await startOwnServer({
      port: await freePort(),
      dataDir,
      databaseUrl: process.env.API_TEST_DATABASE_URL!,
      env: { SEED_DEMO_DATA: 'false', REMINDERS: 'off' },
    });
    const phone = await signedIn('signout-other-process');
    const laptop = await signInAgain(phone);
    // The other process has the person's row cached, as it would while serving them.
    expect((await meOn(second.url, phone)).status).toBe(200);
    expect((await meOn(second.url, laptop)).status).toBe(200);

    expect((await signOut(phone.jar)).status).toBe(200);
    expectProblem(await me(phone), 401);
    // Another process learns it when its cached row expires: a few seconds, not the token's 15 minutes.
    await expect
      .poll(async () => (await meOn(second!.url, phone)).status, {
        message: 'the other process refusing the signed-out bearer token',
        timeout: 10_000,
        interval: 250,
      })
      .toBe(401);
    expect(await meOn(second.url, phone)).toEqual({ status: 401, detail: ENDED });
    expect((await meOn(second.url, laptop)).status).toBe(200);
  });
});
