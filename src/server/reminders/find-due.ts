import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { CATCH_UP_MINUTES, dueOnClock, localClock, type LocalClock, type ReminderKind } from './rules';

export type SendJob = { userId: string; kind: ReminderKind; localDate: string };

type Row = {
  user_id: string;
  enabled: boolean;
  days: number[];
  local_time: string;
  time_zone: string;
  streak_time: string | null;
  weekly_summary: boolean;
  /** Which kinds have their time in the window and no delivery row for the zone's local day yet. */
  open_daily: boolean;
  open_streak: boolean;
  open_weekly: boolean;
};

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Everyone whose reminder time has come by their own clock at `now` (the send job checks the rest).
 *
 * Runs every minute, so it must not cost in proportion to everyone who has reminders: the clock is
 * read once per time zone in use, and the database returns only the people whose chosen time is in
 * the catch-up window of their zone's clock and who have not had that kind of reminder for that
 * local day (a delivery row, sent or decided not to send). The rules (`dueByClock`: weekdays, quiet
 * hours, the same local day) still decide each of those.
 */
export async function findDueReminders(db: Db, now: Date): Promise<SendJob[]> {
  const zones = rowsOf<{ time_zone: string }>(
    await db.execute(sql`SELECT DISTINCT time_zone FROM reminder_settings WHERE enabled OR streak_time IS NOT NULL OR weekly_summary`),
  );
  if (zones.length === 0) return [];
  // Each zone's wall clock now, and the chosen times at it or up to CATCH_UP_MINUTES - 1 before it that day.
  const clockOf = new Map<string, LocalClock>(zones.map(({ time_zone }) => [time_zone, localClock(now, time_zone)]));
  const clocks = [...clockOf].map(
    ([zone, clock]) => sql`(${zone}, ${hhmm(Math.max(0, clock.minutes - (CATCH_UP_MINUTES - 1)))}, ${hhmm(clock.minutes)}, ${clock.date}::date)`,
  );
  const notSent = (kind: ReminderKind) =>
    sql`NOT EXISTS (SELECT 1 FROM reminder_deliveries d WHERE d.user_id = s.user_id AND d.kind = ${kind} AND d.local_date = c.local_date)`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
    WITH c (time_zone, earliest, latest, local_date) AS (VALUES ${sql.join(clocks, sql`, `)})
    SELECT * FROM (
      SELECT s.user_id, s.enabled, s.days, s.local_time, s.time_zone, s.streak_time, s.weekly_summary,
        s.enabled AND s.local_time BETWEEN c.earliest AND c.latest AND ${notSent('daily')} AS open_daily,
        coalesce(s.streak_time BETWEEN c.earliest AND c.latest, false) AND ${notSent('streak')} AS open_streak,
        s.weekly_summary AND s.local_time BETWEEN c.earliest AND c.latest AND ${notSent('weekly')} AS open_weekly
      FROM reminder_settings s JOIN c ON c.time_zone = s.time_zone
      WHERE s.local_time BETWEEN c.earliest AND c.latest OR s.streak_time BETWEEN c.earliest AND c.latest
    ) AS candidate
    WHERE open_daily OR open_streak OR open_weekly`),
  );
  return rows.flatMap((row) => {
    // The zone's clock as read above, not read again per person: 100,000 people may be due in one minute.
    const { kinds, localDate } = dueOnClock(
      {
        enabled: row.enabled,
        days: row.days,
        localTime: row.local_time,
        timeZone: row.time_zone,
        streakTime: row.streak_time,
        weeklySummary: row.weekly_summary,
      },
      clockOf.get(row.time_zone)!,
    );
    const open = { daily: row.open_daily, streak: row.open_streak, weekly: row.open_weekly };
    return kinds.filter((kind) => open[kind]).map((kind) => ({ userId: row.user_id, kind, localDate }));
  });
}
