import 'server-only';
import type PgBoss from 'pg-boss';
import { env } from '@/env';
import type { DatabaseHandle } from '@/server/db/client';
import { logger } from '@/server/logger';
import { startReminderMailer } from '@/server/mail/reminder-mails';
import { countingFailures } from '@/server/metrics/events';
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
 * The reminders on the app's job queue: a cron job each minute finds who is due and enqueues one
 * send job per person and kind, keyed (person, kind, local date); the send workers hand the mails
 * to SMTP. A send job claimed by a process that dies expires after `reminderRecoverySeconds` and
 * is retried. `stop` closes the sending: call it once the queue has stopped (its jobs in flight use it).
 */
export async function startReminders(boss: PgBoss, database: DatabaseHandle, clock: Clock = systemClock): Promise<Reminders> {
  const recovery = env().reminderRecoverySeconds;
  await boss.createQueue(TICK);
  const sendPolicy = { retryLimit: 5, retryDelay: Math.min(30, recovery), retryBackoff: true, expireInSeconds: recovery };
  await boss.createQueue(SEND, { name: SEND, ...sendPolicy });
  // An existing queue keeps the policy it was created with: bring it to this process's settings.
  await boss.updateQueue(SEND, { name: SEND, ...sendPolicy });
  await boss.schedule(TICK, '* * * * *', {}, { tz: 'UTC', singletonKey: TICK });

  await boss.work(
    TICK,
    countingFailures(TICK, async () => {
      const due = await findDueReminders(database.db, clock.now());
      for (let i = 0; i < due.length; i += ENQUEUE_CHUNK) {
        const jobs = due
          .slice(i, i + ENQUEUE_CHUNK)
          .map((data) => ({ name: SEND, data, singletonKey: `${data.userId}:${data.kind}:${data.localDate}`, singletonSeconds: 3600 }));
        await boss.insert(jobs);
      }
      if (due.length > 0) logger.info({ count: due.length }, 'reminders enqueued');
    }),
  );
  const concurrency = SEND_CONCURRENCY[database.kind];
  const sending = startSending(database);
  const worker = await boss.work<SendJob>(SEND, { batchSize: SEND_BATCH, pollingIntervalSeconds: 1 }, async (jobs) => {
    // Each job that fails is counted; pg-boss retries it (cwt_job_failures_total{queue}).
    await eachLimited(
      jobs,
      concurrency,
      countingFailures(SEND, (job) => sending.send(job.data)),
    );
    // A full batch means more are waiting: fetch again at once instead of after the polling interval.
    if (jobs.length === SEND_BATCH) boss.notifyWorker(worker);
  });
  logger.info({ database: database.kind }, 'reminders started');
  // The send thread (its pool, its SMTP connections) ends after the queue's jobs in flight.
  return { stop: () => sending.close() };
}
