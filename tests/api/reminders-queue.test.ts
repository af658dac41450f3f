import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, newSignedInUser, pointAtServer } from '../support/http';
import { mailsTo } from '../support/mailbox';
import { freePort, removeDir, startOwnServer, tempDataDir, type OwnServer } from '../support/own-server';
// @ts-expect-error -- a plain ES module shared with Playwright's web servers
import { startSmtpSink } from '../support/smtp-sink.mjs';
import { daytimeReminder } from './support-reminders';

/**
 * Reminders on the durable queue with real processes: app servers of this
 * file's own on a PostgreSQL database of their own, mailing a real SMTP listener. The test starts
 * each scheduler tick itself (a job in the servers' queue) instead of waiting for the minute's.
 */
type Sink = {
  url: string;
  close: () => Promise<void>;
  refuse: (address: string) => void;
  hold: () => void;
  release: () => void;
  events: import('node:events').EventEmitter;
  openSessions: () => number;
};

const onPostgres = inject('databaseKind') === 'postgres';
/** Seconds before a job held by a dead process is retried (REMINDER_RECOVERY_SECONDS): short here. */
const RECOVERY_SECONDS = '3';

describe.runIf(onPostgres)(
  'reminders with several app processes (PostgreSQL only: PGlite is one process’s database, and the test reads the queue)',
  { timeout: 180_000 },
  () => {
    const suiteUrl = new URL(process.env.API_TEST_DATABASE_URL || 'postgres://127.0.0.1/unused');
    const databaseName = `${suiteUrl.pathname.slice(1)}_reminders_queue`;
    const databaseUrl = Object.assign(new URL(suiteUrl), { pathname: `/${databaseName}` }).toString();
    const dataDir = tempDataDir();
    const mailDir = mkdtempSync(path.join(tmpdir(), 'cwt-reminders-queue-'));
    const servers: OwnServer[] = [];
    let sink: Sink;
    let db: pg.Client;
    let boss: PgBoss;

    const admin = async (run: (client: pg.Client) => Promise<unknown>) => {
      const client = new pg.Client({ connectionString: suiteUrl.toString() });
      await client.connect();
      try {
        await run(client);
      } finally {
        await client.end();
      }
    };
    const startApp = async () => {
      const server = await startOwnServer({
        port: await freePort(),
        dataDir,
        databaseUrl,
        env: { SMTP_URL: sink.url, SEED_DEMO_DATA: 'false', REMINDER_RECOVERY_SECONDS: RECOVERY_SECONDS, RATE_LIMIT_PER_IP_PER_MINUTE: '500' },
      });
      servers.push(server);
      return server;
    };

    beforeAll(async () => {
      await admin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
        await client.query(`CREATE DATABASE "${databaseName}"`);
      });
      sink = (await startSmtpSink({ port: await freePort(), dir: mailDir })) as Sink;
      // One after the other: the first creates the schema and the queue's tables.
      const first = await startApp();
      await startApp();
      pointAtServer({ baseUrl: first.url, mailDir });
      db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      // Only to put jobs in the servers' queue: no workers, no maintenance, no cron here.
      boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false, migrate: false });
      await boss.start();
    }, 240_000);

    afterAll(async () => {
      pointAtServer(undefined);
      await boss?.stop({ graceful: false, wait: true });
      await db?.end();
      await Promise.all(servers.map((s) => s.stop()));
      await sink?.close();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
      removeDir(dataDir);
      rmSync(mailDir, { recursive: true, force: true });
    });

    const tick = () => boss.send('reminders-tick', {});

    /** People with a daily reminder due now, straight into the database (no sign-in needed). */
    async function duePeople(count: number, label: string): Promise<Array<{ id: string; email: string }>> {
      const people: Array<{ id: string; email: string }> = [];
      for (let i = 0; i < count; i++) {
        const email = `${label}-${i}-${randomUUID().slice(0, 8)}@example.org`;
        const { rows } = await db.query<{ id: string }>('INSERT INTO users (email, first_name) VALUES ($1, $2) RETURNING id', [email, `P${i}`]);
        people.push({ id: rows[0]!.id, email });
      }
      const { timeZone, localTime } = daytimeReminder();
      await db.query(
        "INSERT INTO reminder_settings (user_id, enabled, days, local_time, time_zone, locale) SELECT unnest($1::uuid[]), true, '{1,2,3,4,5,6,7}', $2, $3, 'en-US'",
        [people.map((p) => p.id), localTime, timeZone],
      );
      return people;
    }

    /** Until every send job of these people is finished (completed, or failed for good). */
    const jobsSettled = (ids: string[]) =>
      expect
        .poll(
          async () => {
            const { rows } = await db.query<{ open: string; done: string }>(
              "SELECT count(*) FILTER (WHERE state IN ('created', 'retry', 'active')) AS open, count(*) FILTER (WHERE state = 'completed') AS done FROM pgboss.job WHERE name = 'reminders-send' AND data->>'userId' = ANY($1)",
              [ids],
            );
            return { open: Number(rows[0]!.open), completedAll: Number(rows[0]!.done) >= ids.length };
          },
          { message: 'the send jobs of these people finishing', timeout: 120_000, interval: 200 },
        )
        .toEqual({ open: 0, completedAll: true });

    /** Turns on the person's daily reminder for the minute just gone; returns their local date. */
    async function saveDailyReminder(person: { id: string; token: string }) {
      const { timeZone, localTime, localDate } = daytimeReminder();
      const body = { enabled: true, days: [1, 2, 3, 4, 5, 6, 7], timeZone, localTime, streakTime: null, weeklySummary: false, locale: 'en-US' };
      expect((await api(`/api/User/${person.id}/reminders`, { method: 'PUT', token: person.token, body })).status).toBe(200);
      return { localDate };
    }

    const mailCounts = (people: Array<{ email: string }>) => people.map((p) => mailsTo(mailDir, p.email).length);

    it('sends no reminder to a person whose log landed before the reminder was due to go', async () => {
      const person = await newSignedInUser('logged-first');
      const [control] = await duePeople(1, 'control');
      const reminder = await saveDailyReminder(person);
      expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, body: { weight: 180, logDate: reminder.localDate } })).status).toBe(
        201,
      );
      await tick();
      await jobsSettled([person.id, control!.id]);
      // Both were due in the same tick: the control person got theirs, the person who logged none.
      expect(mailCounts([control!, person])).toEqual([1, 0]);
      const { rows } = await db.query('SELECT kind, local_date::text FROM reminder_deliveries WHERE user_id = $1', [person.id]);
      expect(rows).toEqual([{ kind: 'daily', local_date: reminder.localDate }]);
    });

    it('makes a log written while the reminder is being handed to SMTP wait for it: no reminder arrives after the log lands', async () => {
      const person = await newSignedInUser('logging-meanwhile');
      const reminder = await saveDailyReminder(person);
      sink.hold();
      const held = new Promise((resolve) => sink.events.once('held', resolve));
      await tick();
      await held; // the reminder is at the SMTP server, not acknowledged: its transaction is open
      let landedWith: number | undefined;
      const log = api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, body: { weight: 181, logDate: reminder.localDate } }).then(
        (result) => {
          landedWith = mailsTo(mailDir, person.email).length;
          return result;
        },
      );
      // The weigh-in's transaction is waiting for the reminder's lock (seen in PostgreSQL).
      await expect
        .poll(
          async () => {
            const { rows } = await db.query("SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
            return rows.length > 0 || landedWith !== undefined;
          },
          { message: 'the weigh-in waiting for the reminder' },
        )
        .toBe(true);
      expect(landedWith).toBeUndefined();
      sink.release();
      expect((await log).status).toBe(201);
      // The mail was handed over before the log landed; none after it.
      expect(landedWith).toBe(1);
      await jobsSettled([person.id]);
      await tick();
      await jobsSettled([person.id]);
      expect(mailsTo(mailDir, person.email)).toHaveLength(1);
    });

    it('sends each reminder exactly once with two processes working duplicated jobs', async () => {
      const people = await duePeople(40, 'two-processes');
      await tick();
      // At-least-once delivery made visible: two more send jobs per person, no singleton key.
      const { localDate } = daytimeReminder();
      for (let copy = 0; copy < 2; copy++) {
        await boss.insert(people.map((p) => ({ name: 'reminders-send', data: { userId: p.id, kind: 'daily', localDate } })));
      }
      await jobsSettled(people.map((p) => p.id));
      expect(mailCounts(people)).toEqual(people.map(() => 1));
      const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM reminder_deliveries WHERE user_id = ANY($1)', [people.map((p) => p.id)]);
      expect(Number(rows[0]!.n)).toBe(40);
    });

    it('neither loses nor doubles a reminder when a process is killed (SIGKILL) mid-batch and restarted', async () => {
      // One process works the batch, so the one killed is the one holding it.
      await servers.splice(1, 1)[0]!.stop();
      const people = await duePeople(30, 'sigkill');
      let written = 0;
      const onWritten = () => {
        written += 1;
        if (written === 10) sink.hold();
      };
      sink.events.on('written', onWritten);
      const held = new Promise((resolve) => sink.events.once('held', resolve));
      await tick();
      await held;
      // Killed once the ten handed-over mails are committed: a mail the SMTP server accepted in the
      // last milliseconds before its delivery row committed would be sent again.
      await expect
        .poll(
          async () => {
            const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM reminder_deliveries WHERE user_id = ANY($1)', [people.map((p) => p.id)]);
            return Number(rows[0]!.n);
          },
          { message: 'the ten delivered reminders committed' },
        )
        .toBe(10);
      const victim = servers.splice(0, 1)[0]!;
      process.kill(victim.pid, 'SIGKILL');
      await victim.exited;
      sink.events.off('written', onWritten);
      // The killed process's held messages are dropped (it never got their 250), once the
      // listener has seen its connections close.
      await expect.poll(() => sink.openSessions(), { message: "the killed process's SMTP connections closing" }).toBe(0);
      sink.release();
      expect(mailCounts(people).filter((n) => n > 0)).toHaveLength(10);
      await startApp();
      await startApp();
      await jobsSettled(people.map((p) => p.id));
      expect(mailCounts(people)).toEqual(people.map(() => 1));
    });

    it('turns every reminder off for an address the mail server refuses for good (550), and sends nothing more', async () => {
      const [person] = await duePeople(1, 'bounce');
      await db.query("UPDATE reminder_settings SET streak_time = '20:00', weekly_summary = true WHERE user_id = $1", [person!.id]);
      sink.refuse(person!.email);
      await tick();
      await jobsSettled([person!.id]);
      expect(mailsTo(mailDir, person!.email)).toHaveLength(0);
      const { rows } = await db.query('SELECT enabled, streak_time, weekly_summary FROM reminder_settings WHERE user_id = $1', [person!.id]);
      expect(rows).toEqual([{ enabled: false, streak_time: null, weekly_summary: false }]);
      // Handled once: the claim stays, so no retry knocks on the refusing server again.
      const failed = await db.query("SELECT 1 FROM pgboss.job WHERE name = 'reminders-send' AND data->>'userId' = $1 AND state <> 'completed'", [person!.id]);
      expect(failed.rows).toEqual([]);
    });
  },
);
