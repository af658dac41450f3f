import 'server-only';
import type PgBoss from 'pg-boss';
import { env } from '@/env';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { sweepInactiveAccounts } from './sweep-inactive-accounts';

export const RETENTION_SWEEP = 'retention-sweep';

/**
 * The inactivity rule's passes on the app's job queue: one at each start and one a day at 04:23 UTC
 * (a quiet hour in the Americas), whichever number of processes run; the queue runs one pass at a
 * time, so two never mail the same person. Without INACTIVE_ACCOUNT_MONTHS the schedule is
 * removed, so turning the setting off stops the deletions at the next start.
 */
export async function scheduleRetention(boss: PgBoss, db: Db): Promise<void> {
  const months = env().inactiveAccountMonths;
  await boss.createQueue(RETENTION_SWEEP, { name: RETENTION_SWEEP, policy: 'singleton' });
  if (months === undefined) {
    await boss.unschedule(RETENTION_SWEEP);
    return;
  }
  await boss.schedule(RETENTION_SWEEP, '23 4 * * *', {}, { tz: 'UTC', singletonKey: RETENTION_SWEEP });
  await boss.work(RETENTION_SWEEP, async () => {
    const result = await sweepInactiveAccounts(db, { months });
    logger.info({ months, ...result }, 'inactive accounts swept');
  });
  await boss.send(RETENTION_SWEEP, {});
}
