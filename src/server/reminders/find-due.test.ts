import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { Db } from '@/server/db/client';
import { reminderDeliveries, reminderSettings, users } from '@/server/db/schema';
import { findDueReminders } from './find-due';
import { dueByClock, type ReminderChoices } from './rules';

let db: Db;
let close: () => Promise<void>;

/** Sunday 2026-11-22, 13:05 UTC: 14:05 in Madrid, 07:05 in Chicago, 21:05 in Shanghai. */
const NOW = new Date('2026-11-22T13:05:00Z');
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const off = { enabled: false, days: EVERY_DAY, localTime: '08:00', streakTime: null, weeklySummary: false };

/** Each person's choices, named by what the tick should make of them at NOW. */
const people: Record<string, { timeZone: string } & Omit<ReminderChoices, 'timeZone'>> = {
  dueNow: { ...off, timeZone: 'UTC', enabled: true, localTime: '13:05' },
  dueFiveMinutesAgo: { ...off, timeZone: 'UTC', enabled: true, localTime: '13:00' },
  lastMinuteOfCatchUp: { ...off, timeZone: 'UTC', enabled: true, localTime: '12:06' },
  pastCatchUp: { ...off, timeZone: 'UTC', enabled: true, localTime: '12:05' },
  notYet: { ...off, timeZone: 'UTC', enabled: true, localTime: '13:06' },
  notOnSundays: { ...off, timeZone: 'UTC', enabled: true, localTime: '13:00', days: [1, 2, 3, 4, 5, 6] },
  alreadyHadIt: { ...off, timeZone: 'UTC', enabled: true, localTime: '13:00' },
  dailyHadItStreakNot: { ...off, timeZone: 'UTC', enabled: true, localTime: '13:00', streakTime: '13:01' },
  madridDailyAndWeekly: { ...off, timeZone: 'Europe/Madrid', enabled: true, localTime: '14:00', weeklySummary: true },
  madridWeeklyOnly: { ...off, timeZone: 'Europe/Madrid', localTime: '14:00', weeklySummary: true },
  chicagoStreak: { ...off, timeZone: 'America/Chicago', streakTime: '07:00' },
  shanghaiQuietHours: { ...off, timeZone: 'Asia/Shanghai', enabled: true, localTime: '20:50' },
  shanghaiChoseQuietTime: { ...off, timeZone: 'Asia/Shanghai', enabled: true, localTime: '21:00' },
  nothingChosen: { ...off, timeZone: 'UTC', localTime: '13:00' },
};
const ids = new Map<string, string>();
const nameOf = (id: string) => [...ids].find(([, value]) => value === id)![0];

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  for (const [name, choices] of Object.entries(people)) {
    const [user] = await db
      .insert(users)
      .values({ email: `${name.toLowerCase()}@example.org`, firstName: name })
      .returning({ id: users.id });
    ids.set(name, user!.id);
    await db.insert(reminderSettings).values({ userId: user!.id, ...choices, days: [...choices.days] });
  }
  await db.insert(reminderDeliveries).values([
    { userId: ids.get('alreadyHadIt')!, kind: 'daily', localDate: '2026-11-22' },
    { userId: ids.get('dailyHadItStreakNot')!, kind: 'daily', localDate: '2026-11-22' },
    // Yesterday's mail does not count for today.
    { userId: ids.get('dueNow')!, kind: 'daily', localDate: '2026-11-21' },
  ]);
});
afterAll(() => close());

describe('findDueReminders', () => {
  it('finds who is due by their own clock and has not had that reminder today', async () => {
    const due = (await findDueReminders(db, NOW)).map((job) => `${nameOf(job.userId)} ${job.kind} ${job.localDate}`).sort();
    expect(due).toEqual([
      'chicagoStreak streak 2026-11-22',
      'dailyHadItStreakNot streak 2026-11-22',
      'dueFiveMinutesAgo daily 2026-11-22',
      'dueNow daily 2026-11-22',
      'lastMinuteOfCatchUp daily 2026-11-22',
      'madridDailyAndWeekly daily 2026-11-22',
      'madridDailyAndWeekly weekly 2026-11-22',
      'madridWeeklyOnly weekly 2026-11-22',
      'shanghaiChoseQuietTime daily 2026-11-22',
    ]);
  });

  it('agrees with the clock rules over every minute of a day, less what was delivered', async () => {
    const delivered = new Set(['alreadyHadIt daily 2026-11-22', 'dailyHadItStreakNot daily 2026-11-22', 'dueNow daily 2026-11-21']);
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = new Date(Date.UTC(2026, 10, 22, 0, minute));
      const expected = Object.entries(people)
        .flatMap(([name, choices]) => {
          const { kinds, localDate } = dueByClock(choices, now);
          return kinds.map((kind) => `${name} ${kind} ${localDate}`);
        })
        .filter((job) => !delivered.has(job))
        .sort();
      const found = (await findDueReminders(db, now)).map((job) => `${nameOf(job.userId)} ${job.kind} ${job.localDate}`).sort();
      expect({ now: now.toISOString(), found }).toEqual({ now: now.toISOString(), found: expected });
    }
  });
});
