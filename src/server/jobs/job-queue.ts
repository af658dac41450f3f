import 'server-only';
import PgBoss from 'pg-boss';
import { env } from '@/env';
import type { DatabaseHandle } from '@/server/db/client';
import { logger } from '@/server/logger';

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

/**
 * The app's job queue (pg-boss, in the app's own database), shared by everything that schedules
 * work on it: the reminders and the inactivity rule each create their queues and workers on it.
 * pg-boss's maintenance fails a job claimed by a process that died once it has been active for
 * `reminderRecoverySeconds`, and whichever process is alive retries it.
 */
export async function startJobQueue(database: DatabaseHandle): Promise<PgBoss> {
  const boss = new PgBoss({ db: queueDb(database), schedule: true, supervise: true, migrate: true, maintenanceIntervalSeconds: env().reminderRecoverySeconds });
  boss.on('error', (error: Error) => logger.warn({ reason: error.message }, 'job queue error'));
  await boss.start();
  return boss;
}

/** Stops taking jobs and waits (up to 10 s) for the ones in flight. */
export function stopJobQueue(boss: PgBoss): Promise<void> {
  return boss.stop({ graceful: true, timeout: 10_000, wait: true });
}
