import 'server-only';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '@/server/db/client';
import { logger } from '@/server/logger';
import { findDueReminders, type SendJob } from './find-due';
import { sendReminder } from './send-reminder';

const TICK = 'reminders-tick';
const SEND = 'reminders-send';

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

/**
 * Starts the queue: a cron job each minute finds who is due and enqueues one send job per person
 * and kind, keyed (person, kind, local date); the send workers hand the mails to SMTP.
 */
export async function startReminders(database: DatabaseHandle, clock: Clock = systemClock): Promise<Reminders> {
  const boss = new PgBoss({ db: queueDb(database), schedule: true, supervise: true, migrate: true });
  boss.on('error', (error: Error) => logger.warn({ reason: error.message }, 'reminder queue error'));
  await boss.start();
  await boss.createQueue(TICK);
  await boss.createQueue(SEND, { name: SEND, retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 });
  await boss.schedule(TICK, '* * * * *', {}, { tz: 'UTC', singletonKey: TICK });

  await boss.work(TICK, async () => {
    const due = await findDueReminders(database.db, clock.now());
    for (const job of due) {
      await boss.send(SEND, job, { singletonKey: `${job.userId}:${job.kind}:${job.localDate}`, singletonSeconds: 3600 });
    }
    if (due.length > 0) logger.info({ count: due.length }, 'reminders enqueued');
  });
  await boss.work<SendJob>(SEND, { batchSize: 10 }, async (jobs) => {
    for (const job of jobs) await sendReminder(database.db, job.data);
  });
  logger.info({ database: database.kind }, 'reminder queue started');
  return { stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }) };
}
