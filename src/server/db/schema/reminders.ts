import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { momentColumn, updatedAtColumn } from './columns';
import { ownerColumn, users } from './users';

/** A person's reminder choices; no row means reminders were never turned on. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    days: integer('days').array().notNull(),
    /** Local time of the daily reminder, HH:MM. */
    localTime: text('local_time').notNull(),
    /** IANA time zone name, checked with Intl when set. */
    timeZone: text('time_zone').notNull(),
    /** Local time of the streak-at-risk mail, HH:MM, or null for none. */
    streakTime: text('streak_time'),
    weeklySummary: boolean('weekly_summary').notNull().default(false),
    /** The language of the mails: the language the person chose them in. */
    locale: text('locale').notNull().default('en-US'),
    /**
     * One counter per kind, part of each unsubscribe token of that kind: using a link moves its
     * kind's counter on, so the link works once and the links of the other kinds keep working.
     */
    dailyUnsubscribeNonce: integer('daily_unsubscribe_nonce').notNull().default(0),
    streakUnsubscribeNonce: integer('streak_unsubscribe_nonce').notNull().default(0),
    weeklyUnsubscribeNonce: integer('weekly_unsubscribe_nonce').notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('reminder_settings_enabled_idx')
      .on(t.enabled)
      .where(sql`${t.enabled}`),
    check('reminder_settings_days_nonempty', sql`cardinality(${t.days}) > 0`),
  ],
);

/** One row per reminder handed to SMTP: the primary key is what makes "exactly once". */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    userId: ownerColumn(),
    kind: text('kind').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    sentAt: momentColumn('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.localDate] })],
);
