import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signInCookies } from '../support/cookie-sign-in';
import { freePort, removeDir, startOwnServer, tempDataDir, type OwnServer } from '../support/own-server';
import { spawnServer } from '../support/server';

/**
 * The embedded database is held by one process at a time; a start that
 * cannot lock or open it exits non-zero with the cause and never serves.
 * These tests start servers of their own (the suite's server is not touched).
 */
const owned: OwnServer[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(owned.map((s) => s.stop()));
  for (const dir of dirs) removeDir(dir);
});

async function own(options: Parameters<typeof startOwnServer>[0]): Promise<OwnServer> {
  const server = await startOwnServer(options);
  owned.push(server);
  return server;
}

function newDir(): string {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
}

/** Signs in through next-auth's credentials flow and returns the bearer token and user id. */
async function signIn(base: string, email: string, password: string): Promise<{ token: string; userId: string }> {
  const cookie = await signInCookies(base, email, password);
  const session = (await (await fetch(`${base}/api/auth/session`, { headers: { cookie } })).json()) as {
    accessToken: string;
    user: { id: string };
  };
  return { token: session.accessToken, userId: session.user.id };
}

const DEMO = { email: 'member@demo.example.org', password: 'DemoMember2026' };

describe('finding 1: one process holds the embedded database', { timeout: 120_000 }, () => {
  it('refuses a second server on the same DATA_DIR with a message; the first keeps serving and restarts with its data', async () => {
    const dataDir = newDir();
    const first = await own({ port: await freePort(), dataDir, env: { LOG_LEVEL: 'info' } });
    // One process opens (and migrates) the database once: the server, not again in Next's module graphs.
    expect(first.output().match(/"msg":"database ready"/g)).toHaveLength(1);
    const { token, userId } = await signIn(first.url, DEMO.email, DEMO.password);
    const logged = await fetch(`${first.url}/api/WeightLog/log-weight`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ weight: 171.3, logDate: '2026-10-03' }),
    });
    expect(logged.status).toBe(201);

    const second = spawnServer({ port: await freePort(), dataDir });
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another server process (pid ${first.pid})`);
    expect(second.output()).toContain('stop that process first, or set DATABASE_URL');

    // The first is untouched and still writes.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    const again = await fetch(`${first.url}/api/WeightLog/log-weight`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ weight: 170.9, logDate: '2026-10-04' }),
    });
    expect(again.status).toBe(201);
    expect(await first.stop()).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const restarted = await own({ port: await freePort(), dataDir });
    const health = await fetch(`${restarted.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite', rateLimits: 'memory' });
    const history = await fetch(`${restarted.url}/api/WeightLog/user/${userId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(history.status).toBe(200);
    const entries = (await history.json()) as Array<{ logDate: string; weight: number }>;
    expect(entries.filter((e) => e.logDate === '2026-10-03' || e.logDate === '2026-10-04').map((e) => [e.logDate, e.weight])).toEqual([
      ['2026-10-04', 170.9],
      ['2026-10-03', 171.3],
    ]);
  });

  it('takes over the lock of a holder that was killed (SIGKILL)', async () => {
    const dataDir = newDir();
    const killed = await own({ port: await freePort(), dataDir });
    process.kill(killed.pid, 'SIGKILL');
    await killed.exited;
    expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8'))).toMatchObject({ pid: killed.pid });

    const next = await own({ port: await freePort(), dataDir });
    expect(await (await fetch(`${next.url}/api/health`)).json()).toEqual({ status: 'ok', database: 'pglite', rateLimits: 'memory' });
    expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8'))).toMatchObject({ pid: next.pid });
  });

  it('takes over a lock whose pid now belongs to another process (a reused pid)', async () => {
    const dataDir = newDir();
    // This test runner is alive, but it is not the process that wrote the lock (other start time).
    writeFileSync(path.join(dataDir, 'server.lock'), JSON.stringify({ pid: process.pid, startTime: '1', bootId: null, startedAt: '2026-01-01T00:00:00Z' }));
    const server = await own({ port: await freePort(), dataDir });
    expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8'))).toMatchObject({ pid: server.pid });
  });

  it('exits non-zero with the cause when the database cannot be opened, and never listens', async () => {
    const dataDir = newDir();
    // A data directory whose database files are damaged.
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'not a version\n');
    const port = await freePort();
    const broken = spawnServer({ port, dataDir });
    expect(await broken.exited).toBe(1);
    expect(broken.output()).toContain(`The server cannot start: the embedded database in ${dataDir} could not be opened or migrated.`);
    expect(broken.output()).toMatch(/cause: \S/);
    await expect(fetch(`http://localhost:${port}/api/health`)).rejects.toThrow();
    // The lock is released on the way out: the directory can be repaired and started again.
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});

describe('stopping (SIGTERM)', { timeout: 120_000 }, () => {
  it('ends each of its stages, logged by name, releases the data directory and exits 0', async () => {
    const dataDir = newDir();
    const server = await own({ port: await freePort(), dataDir, env: { LOG_LEVEL: 'info' } });
    // To the server itself: its test wrapper would kill it after 5 s.
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; stage?: string; timeoutMs?: number });
    expect(lines.find((line) => line.msg === 'stopping')).toMatchObject({ timeoutMs: 10_000 });
    // Each stage once (their order is the unit test's: the log's asynchronous writes may reach the pipe out of order).
    expect(
      lines
        .filter((line) => line.msg === 'shutdown stage ended')
        .map((line) => line.stage)
        .sort(),
    ).toEqual(['database', 'http', 'next', 'queue', 'redis', 'upkeep']);
    expect(lines.filter((line) => line.msg === 'stopped')).toHaveLength(1);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
