import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, baseUrl, expectProblem, newSignedInUser, pointAtServer, signIn } from '../support/http';
import { freePort, removeDir, startOwnServer, tempDataDir, type OwnServer } from '../support/own-server';

/**
 * While PostgreSQL is unreachable, calls answer 503 with Retry-After and
 * /api/health 503; a transaction cut before COMMIT is retried once; nothing acknowledged is lost.
 * The machine's PostgreSQL is never stopped: the app's connections are terminated, or a server
 * of the test's own reaches PostgreSQL through a TCP relay the test stops and starts.
 */

/** A TCP relay to PostgreSQL (127.0.0.1:5432) on a port of its own, which the test can cut. */
class Relay {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  private cutAt: RegExp | undefined;
  constructor(readonly port: number) {}

  /** The next connection that sends the app's BEGIN (drizzle's, lower case) is cut right there, as a restart would cut it. */
  cutNextTransaction(): void {
    this.cutAt = /(^|\0)begin\0/;
  }

  /** The next connection that runs the named prepared statement `name` is cut right there. */
  cutNextStatement(name: string): void {
    this.cutAt = new RegExp(`(^|\0)${name}\0`);
  }

  start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(5432, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.on('data', (chunk: Buffer) => {
        // A query ('Q'), a statement being prepared ('P': name, then text) or a prepared one run ('B': portal, then name).
        if (this.cutAt && (chunk[0] === 0x51 || chunk[0] === 0x50 || chunk[0] === 0x42) && this.cutAt.test(chunk.subarray(5).toString('latin1'))) {
          this.cutAt = undefined;
          client.destroy();
          upstream.destroy();
          return;
        }
        upstream.write(chunk);
      });
      upstream.pipe(client);
      // A restart closes both ends: pipe() alone leaves the app's side open when the database's side
      // fails with a reset rather than ending, and the app's statement would wait on it forever.
      upstream.on('close', () => client.destroy());
      client.on('close', () => upstream.destroy());
    });
    this.server = server;
    return new Promise((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
  }

  /** Refuses new connections and cuts the open ones, as a stopped database server would. */
  stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const weighIn = (base: string, token: string, logDate: string, weight: number, signal?: AbortSignal) =>
  fetch(`${base}/api/WeightLog/log-weight`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ weight, logDate }),
    signal,
  });

const daysOf = async (token: string, userId: string) =>
  ((await api(`/api/WeightLog/user/${userId}`, { token })).json as Array<{ logDate: string; weight: number }>).map((e) => [e.logDate, e.weight]);

// The PGlite run has no database server to lose: these run with API_TEST_DATABASE_URL.
if (inject('databaseKind') === 'postgres') {
  const databaseUrl = process.env.API_TEST_DATABASE_URL!;

  describe('finding 14: a PostgreSQL outage answers 503, and loses nothing', { timeout: 120_000 }, () => {
    const owned: OwnServer[] = [];
    const relays: Relay[] = [];
    const dataDir = tempDataDir();
    afterAll(async () => {
      await Promise.all(owned.map((s) => s.stop()));
      await Promise.all(relays.map((r) => r.stop()));
      removeDir(dataDir);
    });

    it("recovers from the app's connections being terminated: the next weigh-in is stored exactly once", async () => {
      const person = await newSignedInUser('terminated');
      expect((await weighIn(baseUrl(), person.token, '2026-09-01', 190)).status).toBe(201);
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        const killed = await admin.query<{ pid: number }>(
          // Every other session on the suite's database: the app's pool (it names itself
          // 'community-weight-tracker'; matched by database so the rule holds for any client name).
          "SELECT pid, pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
        );
        expect(killed.rows.length).toBeGreaterThan(0);
        // pg_terminate_backend only signals: the outage is over once those backends have exited
        // (as after a restart). Before that, every idle connection of the pool may still be dying.
        const pids = killed.rows.map((row) => row.pid);
        await expect
          .poll(async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1)', [pids])).rowCount, {
            message: 'the terminated backends exiting',
          })
          .toBe(0);
      } finally {
        await admin.end();
      }
      const after = await weighIn(baseUrl(), person.token, '2026-09-02', 189.5);
      expect(after.status).toBe(201);
      expect(await daysOf(person.token, person.id)).toEqual([
        ['2026-09-02', 189.5],
        ['2026-09-01', 190],
      ]);
    });

    let relay: Relay;
    let server: OwnServer;
    beforeAll(async () => {
      relay = new Relay(await freePort());
      relays.push(relay);
      await relay.start();
      const url = new URL(databaseUrl);
      url.host = `127.0.0.1:${relay.port}`;
      server = await startOwnServer({ port: await freePort(), dataDir, databaseUrl: url.toString(), env: { SEED_DEMO_DATA: 'false' } });
      owned.push(server);
    });

    it('retries once a transaction whose connection was cut at BEGIN: 200 and the edit made once', async () => {
      // A person of the suite's server: same database and secrets, so the token works on both.
      const person = await newSignedInUser('cut');
      const logged = await weighIn(server.url, person.token, '2026-09-20', 210);
      expect(logged.status).toBe(201);
      const { entry } = (await logged.json()) as { entry: { id: string } };
      // An edit changes the logs under the participant lock, in a transaction.
      relay.cutNextTransaction();
      const edited = await fetch(`${server.url}/api/WeightLog/${entry.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ weight: 209.5 }),
      });
      expect(edited.status).toBe(200);
      expect(await daysOf(person.token, person.id)).toEqual([['2026-09-20', 209.5]]);
    });

    it("runs a weigh-in's read once more when its connection was cut there: 201 and exactly one row", async () => {
      const person = await newSignedInUser('cut-read');
      expect((await weighIn(server.url, person.token, '2026-09-22', 210)).status).toBe(201);
      // A weigh-in is a read and a write without a transaction: the read writes nothing.
      relay.cutNextStatement('participant-state');
      const retried = await weighIn(server.url, person.token, '2026-09-23', 209.5);
      expect(retried.status).toBe(201);
      expect(await daysOf(person.token, person.id)).toEqual([
        ['2026-09-23', 209.5],
        ['2026-09-22', 210],
      ]);
    });

    it('answers 503 with Retry-After while the database is unreachable, and 200 again once it is back', async () => {
      const person = await newSignedInUser('outage');
      expect((await weighIn(server.url, person.token, '2026-09-10', 200)).status).toBe(201);

      await relay.stop();
      const refused = await weighIn(server.url, person.token, '2026-09-11', 199);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toMatchObject({ status: 503, type: '/problems/unavailable', title: 'Service unavailable' });
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe('5');
      expect(await health.json()).toMatchObject({ status: 503, type: '/problems/unavailable' });

      await relay.start();
      expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok', database: 'postgres', rateLimits: 'memory' });
      expect((await weighIn(server.url, person.token, '2026-09-12', 198.5)).status).toBe(201);
      // The acknowledged writes are there; the refused one is not.
      expect(await daysOf(person.token, person.id)).toEqual([
        ['2026-09-12', 198.5],
        ['2026-09-10', 200],
      ]);
    });
  });

  describe('stopping the server', { timeout: 120_000 }, () => {
    const dataDir = tempDataDir();
    afterAll(() => removeDir(dataDir));

    it('lets a weigh-in whose client went away finish before the database closes', async () => {
      const server = await startOwnServer({ port: await freePort(), dataDir, databaseUrl, env: { SEED_DEMO_DATA: 'false', LOG_LEVEL: 'info' } });
      const person = await newSignedInUser('stopping');
      const admin = new pg.Client({ connectionString: databaseUrl });
      const watcher = new pg.Client({ connectionString: databaseUrl });
      await Promise.all([admin.connect(), watcher.connect()]);
      try {
        // Another change of the person's logs under way: the weigh-in's write waits for it, finds
        // the logs changed, and settles again in a transaction of its own, which
        // needs the database after the server was told to stop.
        await admin.query('BEGIN');
        await admin.query('UPDATE users SET logs_version = logs_version + 1 WHERE id = $1', [person.id]);
        // A client that sends the weigh-in and is gone while it is at work (as a load test's end cuts them).
        const body = JSON.stringify({ weight: 180, logDate: '2026-10-01' });
        const client = connect(Number(new URL(server.url).port), 'localhost');
        client.on('error', () => undefined);
        client.write(
          `POST /api/WeightLog/log-weight HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nAuthorization: Bearer ${person.token}\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
        // Watched from a connection of its own: inside a transaction pg_stat_activity is a snapshot taken once.
        await expect
          .poll(
            async () =>
              (
                await watcher.query(
                  "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%logs_version%'",
                )
              ).rowCount,
            {
              message: 'the weigh-in waiting on the lock',
            },
          )
          .toBe(1);
        // Reset, not closed: a half-closed connection would keep the server open until it answered.
        client.resetAndDestroy();
        const exited = server.stop();
        await expect.poll(() => server.output(), { message: 'the server waiting for the call' }).toContain('waiting for API calls in flight');
        await admin.query('COMMIT');
        expect(await exited).toBe(0);
      } finally {
        await Promise.all([admin.end(), watcher.end()]);
      }
      expect(server.output()).not.toContain('unhandled API error');
      // Its work was done: the day is stored.
      expect(await daysOf(person.token, person.id)).toEqual([['2026-10-01', 180]]);
    });
  });
  describe('stopping after the database cut the connections (PostgreSQL restart)', { timeout: 120_000 }, () => {
    // A database of its own: its connections are cut here, never those of the suite's server.
    const suiteUrl = new URL(databaseUrl);
    const databaseName = `${suiteUrl.pathname.slice(1)}_shutdown`;
    const ownUrl = Object.assign(new URL(suiteUrl), { pathname: `/${databaseName}` }).toString();
    const dataDir = tempDataDir();
    let relay: Relay | undefined;
    let server: OwnServer | undefined;
    const admin = async <T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return await run(client);
      } finally {
        await client.end();
      }
    };
    beforeAll(async () => {
      await admin(databaseUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
        await client.query(`CREATE DATABASE "${databaseName}"`);
      });
    });
    afterAll(async () => {
      pointAtServer(undefined);
      await server?.stop();
      await relay?.stop();
      await admin(databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
      removeDir(dataDir);
    });

    it('ends every stage and exits 0 within SHUTDOWN_TIMEOUT_MS: no connection stays checked out of the pool', async () => {
      relay = new Relay(await freePort());
      await relay.start();
      const viaRelay = Object.assign(new URL(ownUrl), { host: `127.0.0.1:${relay.port}` }).toString();
      const redis: Record<string, string> =
        inject('rateLimitKind') === 'redis'
          ? { REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `test-shutdown-${Date.now()}:` }
          : {};
      const timeoutMs = 5_000;
      server = await startOwnServer({
        port: await freePort(),
        dataDir,
        databaseUrl: viaRelay,
        // The queue's statements stay out of the relay's way: the one BEGIN cut below is the app's.
        env: {
          SEED_DEMO_DATA: 'true',
          LOG_LEVEL: 'info',
          REMINDERS: 'off',
          RATE_LIMIT_PER_IP_PER_MINUTE: '1000',
          SHUTDOWN_TIMEOUT_MS: String(timeoutMs),
          ...redis,
        },
      });
      pointAtServer({ baseUrl: server.url, mailDir: dataDir });
      const { session } = await signIn('member@demo.example.org', 'DemoMember2026');
      const token = session.accessToken!;

      // Weigh-ins from 8 clients while every connection of the pool is cut, as a restart cuts them.
      let writing = true;
      const answers: number[] = [];
      const lane = async (lane: number) => {
        for (let day = 1; writing && day <= 28; day++) {
          const response = await weighIn(server!.url, token, `2025-${String(lane + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`, 150 + lane);
          answers.push(response.status);
        }
      };
      const lanes = Array.from({ length: 8 }, (_, n) => lane(n));
      await expect.poll(() => answers.length, { message: 'weigh-ins under way' }).toBeGreaterThanOrEqual(8);
      const cut = await admin(ownUrl, async (client) => {
        const killed = await client.query<{ pid: number }>(
          "SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
        );
        return killed.rowCount;
      });
      expect(cut).toBeGreaterThan(0);
      // And one transaction whose BEGIN goes out on a connection that is cut right then.
      const logged = await weighIn(server.url, token, '2025-12-01', 170);
      expect(logged.status).toBe(201);
      const { entry } = (await logged.json()) as { entry: { id: string } };
      relay.cutNextTransaction();
      const edited = await fetch(`${server.url}/api/WeightLog/${entry.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ weight: 169.5 }),
      });
      expect(edited.status).toBe(200);
      writing = false;
      await Promise.all(lanes);
      expect(answers).not.toContain(500);

      // SIGTERM to the server itself (its test wrapper would kill it after 5 s).
      process.kill(server.pid, 'SIGTERM');
      const gaveUp = new Promise<string>((resolve) => setTimeout(() => resolve('still running'), timeoutMs + 10_000).unref());
      expect(await Promise.race([server.exited, gaveUp])).toBe(0);
      const ended = server
        .output()
        .split('\n')
        .filter((line) => line.includes('"shutdown stage ended"'))
        .map((line) => (JSON.parse(line) as { stage: string }).stage);
      // Each stage once (their order is the unit test's: the log's asynchronous writes may reach the pipe out of order).
      expect(ended.sort()).toEqual(['database', 'http', 'next', 'queue', 'redis', 'upkeep']);
      expect(server.output()).not.toContain('shutdown deadline passed');
      expect(server.output()).not.toContain('uncaughtException');
    });
  });
} else {
  describe('finding 14: database outages (PostgreSQL run only)', { timeout: 120_000 }, () => {
    it('reports the embedded database as healthy', async () => {
      const health = await fetch(`${baseUrl()}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite', rateLimits: 'memory' });
      expectProblem(await api('/api/WeightLog/%ff'), 400);
    });
  });
}
