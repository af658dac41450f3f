import 'server-only';
import PgBoss from 'pg-boss';
import { env } from '@/env';
import type { DatabaseHandle, Db } from '@/server/db/client';
import { withTransactionRetry } from '@/server/db/retry';
import * as schema from '@/server/db/schema';
import { logger } from '@/server/logger';
import { findDueReminders, type SendJob } from './find-due';
import { sendReminder } from './send-reminder';

export const TICK = 'reminders-tick';
export const SEND = 'reminders-send';

/** Send jobs go into the queue in statements of this many (100,000 people due in one minute). */
const ENQUEUE_CHUNK = 1_000;
/**
 * Mails in flight per process. Each holds a database connection through its SMTP hand-off, so on
 * PostgreSQL they get a pool of their own of this size and the API's pool is not touched
 * (decision 0034). PGlite has one connection: one at a time.
 */
const SEND_CONCURRENCY = { postgres: 16, pglite: 1 } as const;
/**
 * Jobs a send worker takes at once, worked `SEND_CONCURRENCY` at a time. A whole number of rounds
 * (10 × 16): a batch ends when its slowest lane does, so a last round of 4 jobs in 16 lanes (the
 * earlier 100) left 12 lanes idle once per batch.
 */
const SEND_BATCH = 10 * SEND_CONCURRENCY.postgres;

/** The database the send jobs use: a pool of their own on PostgreSQL, the app's PGlite otherwise. */
async function sendingDatabase(database: DatabaseHandle): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = env().databaseUrl;
  if (database.kind !== 'postgres' || !url) return { db: database.db, close: async () => undefined };
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Idle connections close after 10 s: between batches the queue holds none.
  const pool = new Pool({ connectionString: url, max: SEND_CONCURRENCY.postgres, idleTimeoutMillis: 10_000, connectionTimeoutMillis: 5_000, application_name: 'community-weight-tracker-reminders' });
  pool.on('error', (error: Error) => logger.warn({ reason: error.message }, 'an idle reminder connection was lost'));
  return { db: withTransactionRetry(drizzle({ client: pool, schema }) as unknown as Db), close: () => pool.end() };
}

/**
 * pg-boss on the app's own connection (decision 0027): the pool on PostgreSQL; on PGlite, `query`
 * for statements with parameters and `exec` for pg-boss's multi-statement scripts.
 */
export function queueDb(database: DatabaseHandle): { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> } {
  if (database.kind === 'postgres') return { executeSql: (text, values) => database.pool.query(text, values) };
  const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

export type Reminders = { stop: () => Promise<void> };

/** Runs `work` over `items`, at most `limit` at a time; the first failure is thrown after all settle. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failures.length > 0) throw failures[0];
}

/**
 * Starts the queue: a cron job each minute finds who is due and enqueues one send job per person
 * and kind, keyed (person, kind, local date); the send workers hand the mails to SMTP.
 *
 * A job claimed by a process that dies is failed by pg-boss's maintenance once it has been
 * active for `reminderRecoverySeconds` and retried by whichever process is alive (decision 0034).
 */
export async function startReminders(database: DatabaseHandle, clock: Clock = systemClock): Promise<Reminders> {
  const recovery = env().reminderRecoverySeconds;
  const boss = new PgBoss({ db: queueDb(database), schedule: true, supervise: true, migrate: true, maintenanceIntervalSeconds: recovery });
  boss.on('error', (error: Error) => logger.warn({ reason: error.message }, 'reminder queue error'));
  await boss.start();
  await boss.createQueue(TICK);
  const sendPolicy = { retryLimit: 5, retryDelay: Math.min(30, recovery), retryBackoff: true, expireInSeconds: recovery };
  await boss.createQueue(SEND, { name: SEND, ...sendPolicy });
  // An existing queue keeps the policy it was created with: bring it to this process's settings.
  await boss.updateQueue(SEND, { name: SEND, ...sendPolicy });
  await boss.schedule(TICK, '* * * * *', {}, { tz: 'UTC', singletonKey: TICK });

  await boss.work(TICK, async () => {
    const due = await findDueReminders(database.db, clock.now());
    for (let i = 0; i < due.length; i += ENQUEUE_CHUNK) {
      const jobs = due.slice(i, i + ENQUEUE_CHUNK).map((data) => ({ name: SEND, data, singletonKey: `${data.userId}:${data.kind}:${data.localDate}`, singletonSeconds: 3600 }));
      await boss.insert(jobs);
    }
    if (due.length > 0) logger.info({ count: due.length }, 'reminders enqueued');
  });
  const concurrency = SEND_CONCURRENCY[database.kind];
  const sending = await sendingDatabase(database);
  const worker = await boss.work<SendJob>(SEND, { batchSize: SEND_BATCH, pollingIntervalSeconds: 1 }, async (jobs) => {
    await eachLimited(jobs, concurrency, (job) => sendReminder(sending.db, job.data));
    // A full batch means more are waiting: fetch again at once instead of after the polling interval.
    if (jobs.length === SEND_BATCH) boss.notifyWorker(worker);
  });
  logger.info({ database: database.kind }, 'reminder queue started');
  return {
    stop: async () => {
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      await sending.close();
    },
  };
}
