import 'server-only';
import type { DatabaseHandle } from '@/server/db/client';
import { logger } from '@/server/logger';
import { SEND, TICK, startReminders } from '@/server/reminders/queue';
import { RETENTION_SWEEP, scheduleRetention } from '@/server/retention/queue';
import { startJobQueue, stopJobQueue } from './job-queue';

export type Jobs = { queues: string[]; stop: () => Promise<void> };

/**
 * The app's background work on its job queue, each part by its own setting: the reminders
 * (REMINDERS) and the inactivity rule (INACTIVE_ACCOUNT_MONTHS). The queue starts when either is
 * on; with both off no queue runs. When the rule is off on a queue that runs, its schedule is removed.
 */
export async function startJobs(database: DatabaseHandle, settings: { reminders: boolean; inactiveAccountMonths: number | undefined }): Promise<Jobs> {
  const retention = settings.inactiveAccountMonths !== undefined;
  if (!settings.reminders && !retention) return { queues: [], stop: async () => undefined };
  const boss = await startJobQueue(database);
  const reminders = settings.reminders ? await startReminders(boss, database) : undefined;
  await scheduleRetention(boss, database.db);
  const queues = [...(reminders ? [TICK, SEND] : []), ...(retention ? [RETENTION_SWEEP] : [])];
  logger.info({ database: database.kind, queues }, 'job queue started');
  return {
    queues,
    stop: async () => {
      await stopJobQueue(boss);
      await reminders?.stop();
    },
  };
}
