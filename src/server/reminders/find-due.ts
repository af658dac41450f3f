import 'server-only';
import { or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reminderSettings } from '@/server/db/schema';
import { dueByClock, type ReminderKind } from './rules';

export type SendJob = { userId: string; kind: ReminderKind; localDate: string };

/** Everyone whose reminder time has come by their own clock at `now` (the send job checks the rest). */
export async function findDueReminders(db: Db, now: Date): Promise<SendJob[]> {
  const rows = await db
    .select()
    .from(reminderSettings)
    .where(or(sql`${reminderSettings.enabled}`, sql`${reminderSettings.streakTime} IS NOT NULL`, sql`${reminderSettings.weeklySummary}`));
  return rows.flatMap((row) => {
    const { kinds, localDate } = dueByClock(row, now);
    return kinds.map((kind) => ({ userId: row.userId, kind, localDate }));
  });
}
