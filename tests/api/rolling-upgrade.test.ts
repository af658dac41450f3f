import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { expectKept } from '../support/additive-migrations';
import { emptyPostgres, everyRow, fillEveryTable, journal, migrationsUpTo, siblingDatabase, type Query } from '../support/migration-fixtures';
import { logWeight, signInMember, weightHistory } from '../support/operations';
import { freePort, removeDir, startOwnServer, tempDataDir, type OwnServer } from '../support/own-server';

/**
 * A rolling upgrade on PostgreSQL: two instances on one database that starts at the previous
 * release's schema (with data), started and restarted one after the other while requests hit the
 * other one. The instance not being restarted answers every request (no 5xx, no refused
 * connection), the upgrade migrates once, and every row written before and during it is kept.
 */
const postgresUrl = process.env.API_TEST_DATABASE_URL;
const servers: OwnServer[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  dirs.forEach(removeDir);
});

const PEOPLES_DATA = ['public.users', 'public.accounts', 'public.user_accounts', 'public.weight_logs', 'public.goals', 'public.reminder_settings'];

/** At most this many requests per step: the loop ends when the step's event happens, or here. */
const MAX_REQUESTS = 4_000;
let nextDay = 0;
/** A new day for each weigh-in of the run (2020-01-01 onwards), so that no write overwrites another. */
function newDay(): string {
  const day = new Date(Date.UTC(2020, 0, 1) + nextDay * 86_400_000);
  nextDay += 1;
  return day.toISOString().slice(0, 10);
}

type Answer = { request: string; status: number | string };

/**
 * Requests one instance (reads of the member's history, and a weigh-in every fifth request) until
 * `step` has ended, and returns every answer with the weigh-ins it made.
 */
async function serveThrough(base: string, member: { token: string; userId: string }, step: Promise<unknown>) {
  let ended = false;
  const stepDone = step.finally(() => (ended = true));
  const answers: Answer[] = [];
  const logged: Array<{ logDate: string; weight: number }> = [];
  for (let i = 0; !ended && i < MAX_REQUESTS; i += 1) {
    try {
      if (i % 5 === 4) {
        const entry = { logDate: newDay(), weight: 150 + (i % 40) / 10 };
        const status = await logWeight(base, member.token, entry.weight, entry.logDate);
        answers.push({ request: `log ${entry.logDate}`, status });
        if (status === 201) logged.push(entry);
      } else {
        const response = await fetch(`${base}/api/WeightLog/user/${member.userId}`, { headers: { authorization: `Bearer ${member.token}` } });
        await response.arrayBuffer();
        answers.push({ request: 'history', status: response.status });
      }
    } catch (error) {
      answers.push({ request: 'any', status: (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : String(error) });
    }
  }
  await stepDone;
  return { answers, logged };
}

function expectAllAnswered(answers: Answer[]) {
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 201)).toEqual([]);
}

describe.runIf(postgresUrl)('a rolling upgrade on PostgreSQL keeps serving and keeps the data', { timeout: 600_000 }, () => {
  it('two instances, upgraded one after the other from the previous release, answer every request', async () => {
    const url = await siblingDatabase(postgresUrl!, 'rolling');
    await emptyPostgres(url);
    const previous = journal().length - 1;
    const folder = migrationsUpTo(previous);
    dirs.push(folder);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const query: Query = (sql, params) => client.query(sql, params);
    try {
      await migrate(drizzle({ client }), { migrationsFolder: folder });
      await fillEveryTable(query);
      // The people's own data; maintained figures (community totals, standings) are recomputed by the app as it runs.
      const before = Object.fromEntries(Object.entries(await everyRow(query)).filter(([table]) => PEOPLES_DATA.includes(table)));
      expect(Object.keys(before)).toHaveLength(PEOPLES_DATA.length);

      /** An instance; a restarted one comes back on its port, as behind a proxy. */
      const startOn = async (port?: number) => {
        const dataDir = tempDataDir();
        dirs.push(dataDir);
        const server = await startOwnServer({ port: port ?? (await freePort()), dataDir, databaseUrl: url });
        servers.push(server);
        return server;
      };

      // The first instance of the new release migrates the database (one step: the last migration).
      let a = await startOn();
      const migrated = (await query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0] as { n: number };
      expect(migrated.n).toBe(journal().length);
      expectKept(before, await everyRow(query), previous);
      const member = await signInMember(a.url);
      const logged: Array<{ logDate: string; weight: number }> = [];

      // The second instance starts while the first serves.
      const startingB = startOn();
      const duringB = await serveThrough(a.url, member, startingB);
      let b = await startingB;
      expectAllAnswered(duringB.answers);
      logged.push(...duringB.logged);

      // The first restarts (stopped, then started again) while the second serves.
      const restartA = (async () => {
        expect(await a.stop()).toBe(0);
        a = await startOn(Number(new URL(a.url).port));
      })();
      const duringA = await serveThrough(b.url, member, restartA);
      expectAllAnswered(duringA.answers);
      logged.push(...duringA.logged);

      // And the second while the first serves.
      const restartB = (async () => {
        expect(await b.stop()).toBe(0);
        b = await startOn(Number(new URL(b.url).port));
      })();
      const duringRestartB = await serveThrough(a.url, member, restartB);
      expectAllAnswered(duringRestartB.answers);
      logged.push(...duringRestartB.logged);

      // Every weigh-in answered 201 is kept, read from either instance; the earlier release's rows too.
      expect(logged.length).toBeGreaterThan(0);
      for (const server of [a, b]) {
        const history = await weightHistory(server.url, member.token, member.userId);
        for (const entry of logged) expect(history).toContainEqual(expect.objectContaining(entry));
      }
      expectKept(before, await everyRow(query), previous);
      const once = (await query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0] as { n: number };
      expect(once.n).toBe(journal().length);
    } finally {
      await client.end();
    }
  });
});
