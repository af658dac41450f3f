import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_MEMBER } from '@/server/db/demo-accounts';
import { CookieJar } from '../support/http';
import { endProcess, spawnServer, waitForHealth } from '../support/server';
import { freePort } from '../support/free-port';

/**
 * Faults of the rate-limit store, on a server of this file's own: its log is read here (the
 * suite's shared server writes to the terminal), and the Redis it uses is a `redis-server`
 * started, stopped and restarted here on a free port. The machine's Redis is never touched.
 */
const redisServerFound = spawnSync('redis-server', ['--version']).status === 0;

type LogLine = { level?: number; msg?: string; [key: string]: unknown };

/** A `redis-server` without persistence, in a directory of its own; `stop` waits for it to exit. */
function ownRedis(port: number, dir: string) {
  let child: ChildProcess | undefined;
  return {
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
      // Ready once it answers PING (each probe is one connection attempt, no retries).
      const ping = async () => {
        const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
        probe.on('error', () => {});
        try {
          await probe.connect();
          return await probe.ping();
        } catch {
          return 'refused';
        } finally {
          probe.disconnect();
        }
      };
      await vi.waitFor(async () => expect(await ping(), `redis-server on port ${port} answering`).toBe('PONG'), { timeout: 10_000, interval: 100 });
    },
    async stop() {
      if (child) await endProcess(child);
    },
  };
}

/** The built app on loopback, as startServer runs it, with its output collected line by line. */
async function loggedServer(port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cwt-faults-'));
  const { url, child } = spawnServer({ port, dataDir, env });
  // Kept line by line, each stream on its own: a long JSON log line is read whole.
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      output.push(...lines);
    });
  }
  await waitForHealth(url, child, { timeoutMs: 90_000, output: () => output.join('\n') });
  return {
    url,
    output,
    logLines: (): LogLine[] =>
      output.flatMap((line) => {
        try {
          return [JSON.parse(line) as LogLine];
        } catch {
          return [];
        }
      }),
    async stop() {
      await endProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(base: string, email: string, password: string, headers: Record<string, string> = {}) {
  const jar = new CookieJar();
  const csrf = await fetch(`${base}/api/auth/csrf`);
  jar.store(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const callback = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
  });
  jar.store(callback);
  const target = ((await callback.json().catch(() => ({}))) as { url?: string }).url ?? '';
  const session = (await (await fetch(`${base}/api/auth/session`, { headers: { cookie: jar.header() } })).json()) as { accessToken?: string };
  return { error: target ? new URL(target, base).searchParams.get('error') : null, accessToken: session.accessToken };
}

const health = async (base: string) => {
  const response = await fetch(`${base}/api/health`);
  return { status: response.status, body: (await response.json()) as { status: string; rateLimits?: string } };
};

const FALLBACK_WARNING = 'rate limits: Redis unreachable, counting in process memory';
const BACK_ON_REDIS = 'rate limits: Redis reachable again, limits shared';

describe.skipIf(!redisServerFound)(
  `finding 13: Redis down does not lock anyone out${redisServerFound ? '' : ' (skipped: redis-server is not installed)'}`,
  () => {
    const prefix = `faults-${randomUUID()}:`;
    let redisPort: number;
    let redisDir: string;
    let redis: ReturnType<typeof ownRedis>;
    let app: Awaited<ReturnType<typeof loggedServer>>;

    beforeAll(async () => {
      redisPort = await freePort();
      redisDir = mkdtempSync(path.join(tmpdir(), 'cwt-redis-'));
      redis = ownRedis(redisPort, redisDir);
      await redis.start();
      // Loopback is the proxy: the test's X-Forwarded-For addresses are the clients.
      app = await loggedServer(await freePort(), {
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        REDIS_KEY_PREFIX: prefix,
        LOG_LEVEL: 'info',
        TRUSTED_PROXIES: '127.0.0.1,::1',
      });
    }, 120_000);

    afterAll(async () => {
      await app?.stop();
      await redis?.stop();
      if (redisDir) rmSync(redisDir, { recursive: true, force: true });
    });

    it('falls back to memory with one warning, keeps sign-in working, reports it on /api/health, and goes back to Redis by itself', async () => {
      expect(await health(app.url)).toEqual({ status: 200, body: { status: 'ok', database: 'pglite', rateLimits: 'redis' } });
      expect((await signIn(app.url, DEMO_MEMBER.email, DEMO_MEMBER.password)).accessToken).toEqual(expect.any(String));

      await redis.stop();
      const signedIn = await signIn(app.url, DEMO_MEMBER.email, DEMO_MEMBER.password);
      expect(signedIn.error).toBeNull();
      expect(signedIn.accessToken).toEqual(expect.any(String));
      // Limits still count while Redis is away (in this process): a wrong password is a wrong password.
      expect((await signIn(app.url, DEMO_MEMBER.email, 'WrongPass123', { 'x-forwarded-for': '192.0.2.10' })).error).toBe('CredentialsSignin');
      expect((await signIn(app.url, DEMO_MEMBER.email, DEMO_MEMBER.password)).accessToken).toEqual(expect.any(String));
      expect(await health(app.url)).toEqual({ status: 200, body: { status: 'ok', database: 'pglite', rateLimits: 'memory-fallback' } });

      const warnings = app.logLines().filter((l) => l.msg === FALLBACK_WARNING);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, rateLimits: 'memory-fallback' });
      expect(app.output.filter((line) => line.includes('Unhandled error event'))).toEqual([]);

      await redis.start();
      await expect.poll(async () => (await health(app.url)).body.rateLimits, { timeout: 30_000, interval: 200 }).toBe('redis');
      expect(app.logLines().filter((l) => l.msg === BACK_ON_REDIS)).toEqual([expect.objectContaining({ level: 30, rateLimits: 'redis' })]);
      expect(app.logLines().filter((l) => l.msg === FALLBACK_WARNING)).toHaveLength(1);

      // A counter written through the app lands in Redis again.
      expect((await signIn(app.url, DEMO_MEMBER.email, 'WrongPass123', { 'x-forwarded-for': '192.0.2.11' })).error).toBe('CredentialsSignin');
      const probe = new Redis(redisPort, '127.0.0.1', { maxRetriesPerRequest: 0 });
      try {
        const keys = await probe.keys(`${prefix}*`);
        expect(keys).toContain(`${prefix}sign-in:pair:${DEMO_MEMBER.email}:192.0.2.11`);
      } finally {
        probe.disconnect();
      }
    }, 120_000);

    it('finding 12: logs each /api/logError report with its text cut to the stated lengths', async () => {
      // Each text over its cut, the whole body under the server's 16 KiB limit for /api/logError.
      const report = {
        error: { name: 'N'.repeat(200), message: 'm'.repeat(1_500), stack: 's'.repeat(5_000), digest: 'd'.repeat(200) },
        errorInfo: { source: 'boundary', componentStack: 'c'.repeat(5_000), url: 'u'.repeat(1_000) },
      };
      const response = await fetch(`${app.url}/api/logError`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'a'.repeat(500) },
        body: JSON.stringify(report),
      });
      expect(response.status).toBe(204);
      // The answer can overtake the log line on its way through the server's stdout pipe.
      const reported = () => app.logLines().filter((l) => l.msg === 'client error reported');
      await expect.poll(() => reported().length, { timeout: 5_000, interval: 50 }).toBe(1);
      const [logged] = reported() as Array<{ clientError: Record<string, string>; errorInfo: Record<string, string>; userAgent: string }>;
      // Lengths (and the cut mark) rather than the texts, so a failure prints short.
      const shape = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, `${v.length}${v.endsWith('…') ? '…' : ''}`]));
      expect({
        clientError: shape(logged!.clientError),
        errorInfo: shape(logged!.errorInfo),
        userAgent: shape({ userAgent: logged!.userAgent }).userAgent,
      }).toEqual({
        clientError: { name: '100…', message: '1000…', stack: '4000…', digest: '100…' },
        errorInfo: { source: '8', componentStack: '4000…', url: '500…' },
        userAgent: '300…',
      });
    });
  },
);
