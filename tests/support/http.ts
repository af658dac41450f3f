import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { linkIn, mailsTo, takeMail, waitForMail } from './mailbox';
import { contractViolations } from './contract';

let ownServer: { baseUrl: string; mailDir: string } | undefined;

/**
 * Points this test file's helpers (api, signIn, newSignedInUser, mail) at a server of its own,
 * or back at the suite's with undefined. Each file has its own module state: no other file sees it.
 */
export function pointAtServer(server: { baseUrl: string; mailDir: string } | undefined): void {
  ownServer = server;
}

export const baseUrl = () => ownServer?.baseUrl ?? inject('baseUrl');
export const mailDir = () => ownServer?.mailDir ?? inject('mailDir');

/** A minimal cookie jar: enough for next-auth's csrf and session cookies. */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export async function api(path: string, init: { method?: string; token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const contentType = response.headers.get('content-type') ?? '';
  // Every call a test makes is also held to the OpenAPI document.
  expect(await contractViolations(baseUrl(), init.method ?? 'GET', path, response.status, contentType, json)).toEqual([]);
  return { status: response.status, headers: response.headers, contentType, json: json as any, text }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Asserts an RFC 9457 problem body with the given status. */
export function expectProblem(result: Awaited<ReturnType<typeof api>>, status: number) {
  expect(result.status).toBe(status);
  expect(result.contentType).toContain('application/problem+json');
  expect(result.json).toMatchObject({ status, type: expect.any(String), title: expect.any(String) });
  expect(result.text).not.toMatch(/at .+\(.+:\d+:\d+\)/); // no stack trace
}

/** Signs in through next-auth's credentials flow, as a browser does, and returns the session. */
export async function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  const jar = new CookieJar();
  const csrfResponse = await fetch(`${baseUrl()}/api/auth/csrf`);
  jar.store(csrfResponse);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const callback = await fetch(`${baseUrl()}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
  });
  jar.store(callback);
  // next-auth answers the json form with { url }; a failure carries its code as ?error= (SPEC §4).
  const target = callback.headers.get('location') ?? ((await callback.json().catch(() => ({}))) as { url?: string }).url ?? '';
  const error = target ? new URL(target, baseUrl()).searchParams.get('error') : null;
  const sessionResponse = await fetch(`${baseUrl()}/api/auth/session`, { headers: { cookie: jar.header() } });
  jar.store(sessionResponse);
  const session = (await sessionResponse.json()) as {
    accessToken?: string;
    accessTokenExpires?: number;
    user?: { id: string; firstName: string; lastName: string; accountLinkingRequired: boolean };
  };
  return { jar, session, callbackStatus: callback.status, error };
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.org`;
}

/** The token of the newest link to `pathname` mailed to the address (`count`-th mail). */
export async function mailedToken(email: string, pathname: string, count = 1): Promise<string> {
  return linkIn(await waitForMail(mailDir(), email, count), pathname).searchParams.get('token') ?? '';
}

/**
 * Registers a fresh person and verifies their address through the mailed link, as they would.
 * The verification mail is taken out of the mailbox: later mails to them are counted from zero.
 */
export async function newVerifiedUser(label = 'user') {
  const credentials = { email: uniqueEmail(label), password: 'GoodPass123', firstName: 'Test', lastName: label };
  const registered = await api('/api/Auth/register', { method: 'POST', body: credentials });
  expect(registered.status).toBe(202);
  const token = linkIn(await takeMail(mailDir(), credentials.email), '/verify-email').searchParams.get('token');
  const verified = await api('/api/Auth/verify-email', { method: 'POST', body: { token } });
  expect(verified.status).toBe(200);
  return credentials;
}

/** Registers a fresh person, verifies their address from the mail, and signs them in. */
export async function newSignedInUser(label = 'user') {
  const credentials = await newVerifiedUser(label);
  const { session } = await signIn(credentials.email, credentials.password);
  expect(session.accessToken).toEqual(expect.any(String));
  return { ...credentials, id: session.user!.id, token: session.accessToken! };
}

/** A person newSignedInUser made: their credentials, id and bearer token. */
export type SignedInUser = Awaited<ReturnType<typeof newSignedInUser>>;

/**
 * The messages the server mailed to an address, as text (`To:`, `Subject:`, body), received by
 * the suite's SMTP listener. A message is there once the server's send has returned.
 */
export async function outboxFor(address: string): Promise<string[]> {
  return mailsTo(mailDir(), address).map((m) => `To: ${m.to.join(', ')}\nSubject: ${m.subject}\n\n${m.text}`);
}
