import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, baseUrl, expectProblem, newSignedInUser } from '../support/http';
import { freePort, removeDir, startOwnServer, tempDataDir, type OwnServer } from '../support/own-server';
import { waitUntil } from '../support/wait-until';

/**
 * Issue 12, finding 14: while PostgreSQL is unreachable, calls answer 503 with Retry-After and
 * /api/health 503; a transaction cut before COMMIT is retried once; nothing acknowledged is lost.
 * The machine's PostgreSQL is never stopped: the app's connections are terminated, or a server
 * of the test's own reaches PostgreSQL through a TCP relay the test stops and starts.
 */

/** A TCP relay to PostgreSQL (127.0.0.1:5432) on a port of its own, which the test can cut. */
class Relay {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  private cutAtBegin = false;
  constructor(readonly port: number) {}

  /** The next connection that sends BEGIN is cut right there, as a restart would cut it. */
  cutNextTransaction(): void {
    this.cutAtBegin = true;
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
        // A query message ('Q', or 'P' for a prepared one) whose text is BEGIN.
        if (this.cutAtBegin && (chunk[0] === 0x51 || chunk[0] === 0x50) && /(^|\0)begin/i.test(chunk.subarray(5).toString('latin1'))) {
          this.cutAtBegin = false;
          client.destroy();
          upstream.destroy();
          return;
        }
        upstream.write(chunk);
      });
      upstream.pipe(client);
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

const weighIn = (base: string, token: string, logDate: string, weight: number) =>
  fetch(`${base}/api/WeightLog/log-weight`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ weight, logDate }) });

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
        await waitUntil('the terminated backends exiting', async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1)', [pids])).rowCount === 0);
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

    it('retries once a transaction whose connection was cut at BEGIN: 201 and exactly one row', async () => {
      // A person of the suite's server: same database and secrets, so the token works on both.
      const person = await newSignedInUser('cut');
      expect((await weighIn(server.url, person.token, '2026-09-20', 210)).status).toBe(201);
      relay.cutNextTransaction();
      const retried = await weighIn(server.url, person.token, '2026-09-21', 209.5);
      expect(retried.status).toBe(201);
      expect(await daysOf(person.token, person.id)).toEqual([
        ['2026-09-21', 209.5],
        ['2026-09-20', 210],
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
