import 'server-only';
import PgBoss from 'pg-boss';
import { env } from '@/env';
import type { DatabaseHandle } from '@/server/db/client';
import { logger } from '@/server/logger';
import { startReminderMailer } from '@/server/mail/reminder-mails';
import { scheduleRetention } from '@/server/retention/queue';
import { findDueReminders, type SendJob } from './find-due';
import { sendReminder } from './send-reminder';
import { startSendThread } from './send-thread';
import { SEND_CONCURRENCY } from './send-thread-protocol';

export const TICK = 'reminders-tick';
export const SEND = 'reminders-send';

/** Send jobs go into the queue in statements of this many (100,000 people due in one minute). */
const ENQUEUE_CHUNK = 1_000;
/**
 * Jobs a send worker takes at once, worked `SEND_CONCURRENCY` at a time. A whole number of rounds
 * (10 × 16): a batch ends when its slowest lane does, so a last round of 4 jobs in 16 lanes (the
 * earlier 100) left 12 lanes idle once per batch.
 */
const SEND_BATCH = 10 * SEND_CONCURRENCY.postgres;

/**
 * Where send jobs are worked. On PostgreSQL, a worker thread with its own pool and SMTP
 * connections: the API's event loop only passes jobs in. On PGlite (one
 * connection, in this thread), here, one at a time.
 */
function startSending(database: DatabaseHandle): { send: (job: SendJob) => Promise<void>; close: () => Promise<void> } {
  const url = env().databaseUrl;
  if (database.kind === 'postgres' && url) return startSendThread(url);
  const mailer = startReminderMailer();
  return { send: (job) => sendReminder(database.db, job, mailer), close: () => mailer.close() };
}

/**
 * pg-boss on the app's own connection: the pool on PostgreSQL; on PGlite, `query`
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
 * active for `reminderRecoverySeconds` and retried by whichever process is alive.
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
      const jobs = due
        .slice(i, i + ENQUEUE_CHUNK)
        .map((data) => ({ name: SEND, data, singletonKey: `${data.userId}:${data.kind}:${data.localDate}`, singletonSeconds: 3600 }));
      await boss.insert(jobs);
    }
    if (due.length > 0) logger.info({ count: due.length }, 'reminders enqueued');
  });
  const concurrency = SEND_CONCURRENCY[database.kind];
  const sending = startSending(database);
  const worker = await boss.work<SendJob>(SEND, { batchSize: SEND_BATCH, pollingIntervalSeconds: 1 }, async (jobs) => {
    await eachLimited(jobs, concurrency, (job) => sending.send(job.data));
    // A full batch means more are waiting: fetch again at once instead of after the polling interval.
    if (jobs.length === SEND_BATCH) boss.notifyWorker(worker);
  });
  await scheduleRetention(boss, database.db);
  logger.info({ database: database.kind }, 'reminder queue started');
  return {
    stop: async () => {
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      // After the jobs in flight: the send thread (its pool, its SMTP connections) ends with the queue.
      await sending.close();
    },
  };
}
