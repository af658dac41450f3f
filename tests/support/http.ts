import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { contractViolations } from './contract';

export const baseUrl = () => inject('baseUrl');

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

export async function api(path: string, init: { method?: string; token?: string; body?: unknown; rawBody?: string } = {}) {
  const headers: Record<string, string> = {};
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
  return { status: response.status, contentType, json: json as any, text }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Asserts an RFC 9457 problem body with the given status. */
export function expectProblem(result: Awaited<ReturnType<typeof api>>, status: number) {
  expect(result.status).toBe(status);
  expect(result.contentType).toContain('application/problem+json');
  expect(result.json).toMatchObject({ status, type: expect.any(String), title: expect.any(String) });
  expect(result.text).not.toMatch(/at .+\(.+:\d+:\d+\)/); // no stack trace
}

/** Signs in through next-auth's credentials flow, as a browser does, and returns the session. */
export async function signIn(email: string, password: string) {
  const jar = new CookieJar();
  const csrfResponse = await fetch(`${baseUrl()}/api/auth/csrf`);
  jar.store(csrfResponse);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const callback = await fetch(`${baseUrl()}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
  });
  jar.store(callback);
  const sessionResponse = await fetch(`${baseUrl()}/api/auth/session`, { headers: { cookie: jar.header() } });
  jar.store(sessionResponse);
  const session = (await sessionResponse.json()) as {
    accessToken?: string;
    accessTokenExpires?: number;
    user?: { id: string; firstName: string; lastName: string; accountLinkingRequired: boolean };
  };
  return { jar, session, callbackStatus: callback.status };
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.org`;
}

/** Registers a fresh person and signs them in. */
export async function newSignedInUser(label = 'user') {
  const credentials = { email: uniqueEmail(label), password: 'GoodPass123', firstName: 'Test', lastName: label };
  const registered = await api('/api/Auth/register', { method: 'POST', body: credentials });
  expect(registered.status).toBe(201);
  const { session } = await signIn(credentials.email, credentials.password);
  expect(session.accessToken).toEqual(expect.any(String));
  return { ...credentials, id: session.user!.id, token: session.accessToken! };
}

/** The messages the server wrote to its outbox for an address (tests run without SMTP_URL). */
export async function outboxFor(address: string): Promise<string[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  const dir = `${inject('dataDir')}/mail`;
  const names = await readdir(dir).catch(() => [] as string[]);
  const messages = await Promise.all(names.map((name) => readFile(`${dir}/${name}`, 'utf8')));
  return messages.filter((text) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(text));
}
