import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { ReminderSettings, ReminderSettingsChoice } from '@/lib/schemas/reminders';
import type { Executor } from '@/server/db/client';
import { reminderSettings } from '@/server/db/schema';

/** What a person who never chose sees: off, weekdays at 08:00, UTC until the browser says otherwise. */
export const DEFAULT_REMINDERS: ReminderSettings = {
  enabled: false,
  days: [1, 2, 3, 4, 5, 6, 7],
  localTime: '08:00',
  timeZone: 'UTC',
  streakTime: null,
  weeklySummary: false,
  locale: 'en-US',
  chosen: false,
};

type Row = typeof reminderSettings.$inferSelect;

const toSettings = (row: Row): ReminderSettings => ({
  enabled: row.enabled,
  days: row.days,
  localTime: row.localTime,
  timeZone: row.timeZone,
  streakTime: row.streakTime,
  weeklySummary: row.weeklySummary,
  locale: row.locale === 'es-ES' ? 'es-ES' : 'en-US',
  chosen: true,
});

export async function getReminderSettings(db: Executor, userId: string): Promise<ReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).limit(1);
  return row ? toSettings(row) : DEFAULT_REMINDERS;
}

/** Replaces the person's choices (validated by the call's schema). Turning a kind on again spends the link last used to turn it off. */
export async function setReminderSettings(db: Executor, userId: string, choice: ReminderSettingsChoice): Promise<ReminderSettings> {
  const [row] = await db
    .insert(reminderSettings)
    .values({ userId, ...choice })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...choice, updatedAt: sql`now()` } })
    .returning();
  return toSettings(row!);
}
