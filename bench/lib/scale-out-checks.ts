import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { signInCookies } from '../../tests/support/cookie-sign-in';

export type Check = { name: string; pass: boolean; detail: string };

type Answer = { status: number; body: string };

/** One HTTP request with node:http, which (unlike fetch) can pick the local address it comes from. */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The cheapest limited action: no account, no argon2, no mail for an unknown address. */
function forgotPassword(baseUrl: string, options: { forwardedFor?: string; localAddress?: string } = {}): Promise<number> {
  const email = `rate-limit-${randomUUID()}@bench.invalid`;
  return send(`${baseUrl}/api/Auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}) },
    body: JSON.stringify({ email }),
    localAddress: options.localAddress,
  }).then((answer) => answer.status);
}

const summary = (statuses: number[]) => statuses.map((s, i) => `${i + 1}:${s}`).join(' ');

async function attempt(name: string, run: () => Promise<Check>): Promise<Check> {
  try {
    return await run();
  } catch (error) {
    return { name, pass: false, detail: `failed to run: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Sign in through A, then ask B: the session cookie (a JWT sealed with the shared
 * NEXTAUTH_SECRET) and the access token A minted (ACCESS_TOKEN_SECRET) must both hold there.
 */
export async function sessionChecks(a: string, b: string, user: { id: string; email: string }, password: string): Promise<Check[]> {
  let cookie: string;
  try {
    cookie = await signInCookies(a, user.email, password);
  } catch (error) {
    const detail = `sign-in on A failed: ${error instanceof Error ? error.message : String(error)}`;
    return ['session made on A is served by B', 'access token from A works on B'].map((name) => ({ name, pass: false, detail }));
  }
  const sessionOn = async (base: string) =>
    JSON.parse((await send(`${base}/api/auth/session`, { headers: { cookie } })).body) as { accessToken?: string; user?: { id?: string; email?: string } };
  const fromA = await sessionOn(a);
  const sessionCheck = await attempt('session made on A is served by B', async () => {
    const fromB = await sessionOn(b);
    return {
      name: 'session made on A is served by B',
      pass: fromA.user?.id === user.id && fromB.user?.id === user.id,
      detail: `signed in on A as ${user.email}; GET /api/auth/session on A: ${fromA.user?.email ?? 'no user'}, on B: ${fromB.user?.email ?? 'no user'}`,
    };
  });
  const tokenCheck = await attempt('access token from A works on B', async () => {
    if (!fromA.accessToken) throw new Error("A's session has no accessToken");
    const answer = await send(`${b}/api/User/${user.id}`, { headers: { authorization: `Bearer ${fromA.accessToken}` } });
    const body = answer.status === 200 ? (JSON.parse(answer.body) as { id?: string }) : {};
    return {
      name: 'access token from A works on B',
      pass: answer.status === 200 && body.id === user.id,
      detail: `the accessToken of A's session, on B: GET /api/User/${user.id} → ${answer.status}${body.id ? ` (id ${body.id === user.id ? 'matches' : body.id})` : ''}`,
    };
  });
  return [sessionCheck, tokenCheck];
}

/**
 * The per-IP budget is counted once across both processes: forgot-password requests from one
 * invented client address go to A and B in turn (directly, so the app takes the address from
 * our X-Forwarded-For, as with no proxy). The first 429 must be request limit + 1; with a
 * counter per process it would be 2 × limit + 1.
 */
export function rateLimitAcrossInstances(a: string, b: string, limit: number): Promise<Check> {
  const name = `per-IP limit (${limit}/min) counted across A and B`;
  return attempt(name, async () => {
    const address = `198.51.100.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 2 * limit + 2; i += 1) statuses.push(await forgotPassword(i % 2 === 0 ? a : b, { forwardedFor: address }));
    const first429 = statuses.indexOf(429) + 1;
    const pass = statuses.slice(0, limit).every((s) => s === 202) && statuses.slice(limit).every((s) => s === 429);
    return {
      name,
      pass,
      detail: `POST /api/Auth/forgot-password as ${address}, alternately on A and B: first 429 at request ${first429 || 'none'} of ${statuses.length} (expected ${limit + 1}; separate counters would give ${2 * limit + 1}) — ${summary(statuses)}`,
    };
  });
}

/**
 * Behind nginx the app must see the client's own address: from one loopback address the budget
 * runs out (and a forged X-Forwarded-For does not get round it, nginx overwrites it), while a
 * client on another loopback address still gets through — it would not if the app counted
 * nginx's own address.
 */
export function clientAddressBehindNginx(nginx: string, limit: number): Promise<Check> {
  const name = 'behind nginx the app counts the client address, not nginx';
  return attempt(name, async () => {
    const client = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const other = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 1; i += 1) statuses.push(await forgotPassword(nginx, { localAddress: client }));
    const forged = await forgotPassword(nginx, { localAddress: client, forwardedFor: '203.0.113.7' });
    const otherStatus = await forgotPassword(nginx, { localAddress: other });
    const pass = statuses.slice(0, limit).every((s) => s === 202) && statuses[limit] === 429 && forged === 429 && otherStatus === 202;
    return {
      name,
      pass,
      detail:
        `from ${client} through nginx: ${summary(statuses)} (expected 429 at ${limit + 1}); ` +
        `the same client with a forged X-Forwarded-For: ${forged} (expected 429); another client, ${other}: ${otherStatus} (expected 202)`,
    };
  });
}

/** Pages through the proxy: no redirect loop (docs/decisions/0002) and the HTML arrives. */
export function pageThroughNginx(nginx: string): Promise<Check> {
  const name = 'a page through nginx';
  return attempt(name, async () => {
    const answer = await send(`${nginx}/login`);
    return {
      name,
      pass: answer.status === 200 && answer.body.includes('</html>'),
      detail: `GET /login through nginx → ${answer.status}, ${answer.body.length} bytes`,
    };
  });
}
