import { request, type IncomingHttpHeaders } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, newSignedInUser, uniqueEmail } from '../support/http';
import { freePort, removeDir, startOwnServer, tempDataDir, type OwnServer } from '../support/own-server';

/** The guards of the server in front of Next.js. */

type Answer = { status: number; headers: IncomingHttpHeaders; text: string; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function parse(status: number, headers: IncomingHttpHeaders, text: string): Answer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status, headers, text, json };
}

/** One raw HTTP request (node:http: paths are sent exactly as written, no normalisation). */
function send(
  url: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string; localAddress?: string },
): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname === 'localhost' ? '127.0.0.1' : hostname,
        port,
        method: options.method ?? 'GET',
        path: options.path,
        localAddress: options.localAddress,
        agent: false,
        headers: { host: `localhost:${port}`, ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(parse(res.statusCode!, res.headers, text)));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * Streams `total` bytes as a POST body without holding them (64 KiB written again and again),
 * with Content-Length or chunked, and stops sending as soon as the answer arrives.
 */
function streamPost(url: string, path: string, total: number, { announce, token }: { announce: boolean; token?: string }): Promise<Answer & { sent: number }> {
  const { port } = new URL(url);
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent: false,
        headers: {
          host: `localhost:${port}`,
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(announce ? { 'content-length': String(total) } : {}),
        },
      },
      (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          resolve({ ...parse(res.statusCode!, res.headers, text), sent });
          req.destroy();
        });
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

function expectProblemAnswer(answer: Answer, status: number, type: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toContain('application/problem+json');
  expect(answer.json).toMatchObject({ status, type, title: expect.any(String), detail: expect.any(String) });
}

/** A bearer token for a server of the test's own: its demo member, signed in through next-auth. */
async function newSignedInUserOn(url: string): Promise<{ token: string }> {
  const csrf = await send(url, { path: '/api/auth/csrf' });
  let cookie = (csrf.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const body = new URLSearchParams({ csrfToken: csrf.json.csrfToken, email: 'member@demo.example.org', password: 'DemoMember2026', json: 'true' }).toString();
  const callback = await send(url, {
    method: 'POST',
    path: '/api/auth/callback/credentials',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  cookie = [cookie, ...(callback.headers['set-cookie'] ?? []).map((c) => c.split(';')[0])].join('; ');
  const session = await send(url, { path: '/api/auth/session', headers: { cookie } });
  return { token: session.json.accessToken };
}

const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

describe('finding 3: oversized headers are answered 431 before any framework code', { timeout: 120_000 }, () => {
  it('answers a 16,000-character User-Agent 431 problem+json, and a normal one 200', async () => {
    const long = await send(baseUrl(), { path: '/api/health', headers: { 'user-agent': 'Mozilla/5.0 '.padEnd(16_000, 'x') } });
    expectProblemAnswer(long, 431, '/problems/headers-too-large');
    expect(long.json.detail).toBe('The User-Agent header is over 1024 bytes');
    // A page too: the bot detection that made it slow is the pages' framework code.
    expectProblemAnswer(await send(baseUrl(), { path: '/', headers: { 'user-agent': 'x'.repeat(1025) } }), 431, '/problems/headers-too-large');

    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect((await send(baseUrl(), { path: '/api/health', headers: { 'user-agent': browser } })).status).toBe(200);
    expect((await send(baseUrl(), { path: '/login', headers: { 'user-agent': browser } })).status).toBe(200);
    // At the limit exactly: still served.
    expect((await send(baseUrl(), { path: '/api/health', headers: { 'user-agent': 'x'.repeat(1024) } })).status).toBe(200);
  });

  it('answers headers over 16 KiB in total 431 problem+json (the parser refuses them)', async () => {
    const answer = await send(baseUrl(), { path: '/api/health', headers: { 'x-filler': 'y'.repeat(17 * 1024) } });
    expectProblemAnswer(answer, 431, '/problems/headers-too-large');
    expect(answer.json.detail).toBe('The request headers are over 16384 bytes');
  });
});

describe('finding 11: broken percent-encoding is 400 on the API and 404 on pages, never 500', { timeout: 120_000 }, () => {
  const broken = ['%ff', '%e0%a4%a', '%%'];

  it('answers every API call with a broken path 400 problem+json', async () => {
    const doc = (await (await fetch(`${baseUrl()}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const { token } = await newSignedInUser('malformed');
    const cases: Array<[string, string]> = [];
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        for (const bad of broken) {
          const path = template.includes('{') ? template.replace(/\{[^}]+\}/g, bad) : `${template}/${bad}`;
          cases.push([method.toUpperCase(), path]);
        }
      }
    }
    expect(cases.length).toBeGreaterThan(90);
    const answers = await Promise.all(
      cases.map(async ([method, path]) => {
        const answer = await send(baseUrl(), {
          method,
          path,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        });
        return { method, path, status: answer.status, type: answer.json?.type, contentType: answer.headers['content-type'] };
      }),
    );
    expect(answers.filter((a) => a.status !== 400 || a.type !== '/problems/bad-request' || !a.contentType?.includes('application/problem+json'))).toEqual([]);
  });

  it("answers a page with a broken path 404 with the app's not-found page, in the request's language", async () => {
    for (const path of ['/pages/%ff', '/pages/%e0%a4%a', '/%%', '/login/%ff']) {
      const answer = await send(baseUrl(), { path });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toContain('text/html');
      expect(answer.text, path).toContain('Page not found');
    }
    const spanish = await send(baseUrl(), { path: '/es-ES/pages/%ff' });
    expect(spanish.status).toBe(404);
    expect(spanish.text).toContain('Página no encontrada');
  });
});

describe('finding 6: bodies are refused with 413 as soon as they pass their limit', { timeout: 120_000 }, () => {
  let server: OwnServer;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    server = await startOwnServer({ port: await freePort(), dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    removeDir(dataDir);
  });

  it('answers four anonymous 200 MB posts to /api/logError 413 without reading them into memory', async () => {
    // Warm the route once, so its first compilation and caches are not counted.
    expect(
      (
        await send(server.url, {
          method: 'POST',
          path: '/api/logError',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ error: 'warm-up' }),
        })
      ).status,
    ).toBe(204);
    const before = rssKiB(server.pid);
    const answers = await Promise.all([1, 2, 3, 4].map(() => streamPost(server.url, '/api/logError', 200 * 1024 * 1024, { announce: true })));
    for (const answer of answers) {
      expectProblemAnswer(answer, 413, '/problems/payload-too-large');
      expect(answer.json.detail).toBe('The request body is over 16384 bytes');
    }
    const after = rssKiB(server.pid);
    // The old server grew by ~880 MB on these four posts; refused up front, they cost next to nothing.
    expect(after - before).toBeLessThan(32 * 1024);
    expect((await send(server.url, { path: '/api/health' })).status).toBe(200);
  });

  it('answers a chunked body without Content-Length 413 once it passes the limit, on the API and on next-auth', async () => {
    // Signed in, so the route reads the body (without a token it answers 401 before reading).
    const { token } = await newSignedInUserOn(server.url);
    // Measured after the sign-in: its password hash takes argon2's own memory, which is not a body.
    const before = rssKiB(server.pid);
    const api = await streamPost(server.url, '/api/WeightLog/log-weight', 200 * 1024 * 1024, { announce: false, token });
    expectProblemAnswer(api, 413, '/problems/payload-too-large');
    expect(api.json.detail).toBe('The request body is over 65536 bytes');
    expect(api.sent).toBeLessThan(200 * 1024 * 1024);
    const auth = await streamPost(server.url, '/api/auth/callback/credentials', 50 * 1024 * 1024, { announce: false });
    expectProblemAnswer(auth, 413, '/problems/payload-too-large');
    const logError = await streamPost(server.url, '/api/logError', 50 * 1024 * 1024, { announce: false });
    expectProblemAnswer(logError, 413, '/problems/payload-too-large');
    expect(rssKiB(server.pid) - before).toBeLessThan(32 * 1024);
    expect((await send(server.url, { path: '/api/health' })).status).toBe(200);
  });

  it('still takes bodies under the limit, announced or chunked', async () => {
    const report = JSON.stringify({ error: 'a small report' });
    expect((await send(server.url, { method: 'POST', path: '/api/logError', headers: { 'content-type': 'application/json' }, body: report })).status).toBe(204);
    expect(
      (
        await send(server.url, {
          method: 'POST',
          path: '/api/logError',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          body: report,
        })
      ).status,
    ).toBe(204);
  });
});

describe('finding 4: without trusted proxies the socket address is the client, whatever X-Forwarded-For says', { timeout: 120_000 }, () => {
  const LIMIT = 10;
  let server: OwnServer;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    // No TRUSTED_PROXIES: the default.
    server = await startOwnServer({ port: await freePort(), dataDir, env: { RATE_LIMIT_PER_IP_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(async () => {
    await server?.stop();
    removeDir(dataDir);
  });

  /** One next-auth credentials sign-in from the socket address `localAddress`; next-auth's error code. */
  async function signInError(email: string, headers: Record<string, string>): Promise<string | null> {
    const csrf = await send(server.url, { path: '/api/auth/csrf', headers, localAddress: '127.0.0.1' });
    const cookie = (csrf.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    const body = new URLSearchParams({ csrfToken: csrf.json.csrfToken, email, password: 'Wrong1Pass', json: 'true' }).toString();
    const callback = await send(server.url, {
      method: 'POST',
      path: '/api/auth/callback/credentials',
      headers: { ...headers, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body,
      localAddress: '127.0.0.1',
    });
    const target = callback.headers.location ?? callback.json?.url ?? '';
    return new URL(target, server.url).searchParams.get('error');
  }

  it('does not let a new X-Forwarded-For on each of 40 sign-ins escape the per-address limit', async () => {
    const errors: Array<string | null> = [];
    for (let i = 0; i < 40; i++) errors.push(await signInError(uniqueEmail('xff'), { 'x-forwarded-for': `198.51.100.${i + 1}` }));
    expect(errors).toEqual([...Array<string>(LIMIT).fill('CredentialsSignin'), ...Array<string>(40 - LIMIT).fill('TooManyAttempts')]);
  });

  it('counts two sockets from two addresses apart (loopback 127.0.0.2 and 127.0.0.3)', async () => {
    const forgot = (localAddress: string) =>
      send(server.url, {
        method: 'POST',
        path: '/api/Auth/forgot-password',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ email: uniqueEmail('sock') }),
        localAddress,
      });
    const first: number[] = [];
    for (let i = 0; i <= LIMIT; i++) first.push((await forgot('127.0.0.2')).status);
    expect(first).toEqual([...Array<number>(LIMIT).fill(202), 429]);
    // Same forged header, another socket address: its own budget.
    expect((await forgot('127.0.0.3')).status).toBe(202);
    expect((await forgot('127.0.0.2')).status).toBe(429);
  });
});

describe('finding 4: behind trusted proxies, X-Forwarded-For is walked from the right', { timeout: 120_000 }, () => {
  it('the API test server trusts loopback, so an address set in X-Forwarded-For is the client', async () => {
    // The suite's server runs with TRUSTED_PROXIES=127.0.0.1,::1 (tests/support/api-global-setup.ts).
    const email = () => JSON.stringify({ email: uniqueEmail('trusted') });
    const headers = (address: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': address });
    const statuses: number[] = [];
    for (let i = 0; i <= 200; i++)
      statuses.push((await send(baseUrl(), { method: 'POST', path: '/api/Auth/forgot-password', headers: headers('192.0.2.77'), body: email() })).status);
    expect(statuses).toEqual([...Array<number>(200).fill(202), 429]);
    // A client-supplied entry left of the proxy's own does not change the address: the right-most untrusted one counts.
    expect((await send(baseUrl(), { method: 'POST', path: '/api/Auth/forgot-password', headers: headers('10.9.9.9, 192.0.2.77'), body: email() })).status).toBe(
      429,
    );
    expect((await send(baseUrl(), { method: 'POST', path: '/api/Auth/forgot-password', headers: headers('192.0.2.78'), body: email() })).status).toBe(202);
  });
});
