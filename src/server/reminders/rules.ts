import { streakStatus } from '@/lib/progress/streaks';

/**
 * When a reminder is due: pure functions of the person's choices and a moment, so tests move
 * the clock instead of waiting. No database, no Date.now().
 */
export type ReminderKind = 'daily' | 'streak' | 'weekly';

export type ReminderChoices = {
  enabled: boolean;
  days: readonly number[];
  localTime: string;
  timeZone: string;
  streakTime: string | null;
  weeklySummary: boolean;
};

/** A moment as the person's wall clock shows it. */
export type LocalClock = { date: string; weekday: number; minutes: number };

/** A scheduler tick that ran late (a restart, a busy database) still sends within this window. */
export const CATCH_UP_MINUTES = 60;
/** Quiet hours: 21:00 to 07:00 local. */
const QUIET_FROM = 21 * 60;
const QUIET_UNTIL = 7 * 60;
export const MIN_STREAK_AT_RISK = 3;
/** The weekly summary goes out on Sundays, at the daily time. */
const SUMMARY_WEEKDAY = 7;

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** One formatter per zone: building one costs far more than using it (100,000 people a tick). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function localClock(now: Date, timeZone: string): LocalClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday: WEEKDAYS[parts.weekday!]!, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const isQuiet = (minutes: number) => minutes >= QUIET_FROM || minutes < QUIET_UNTIL;

/**
 * Whether the wall clock is at or just past the chosen time (within the catch-up window, same
 * local day), and not in quiet hours unless the chosen time itself is in them. A time skipped by
 * a spring-forward change (02:30 in Chicago) falls due at the first minute after it.
 */
export function atChosenTime(clock: LocalClock, chosen: string): boolean {
  const at = minutesOf(chosen);
  const late = clock.minutes - at;
  if (late < 0 || late >= CATCH_UP_MINUTES) return false;
  return !isQuiet(clock.minutes) || isQuiet(at);
}

/** The kinds whose time has come by the clock alone (the scheduler's question), with their local date. */
export function dueByClock(choices: ReminderChoices, now: Date): { kinds: ReminderKind[]; localDate: string } {
  return dueOnClock(choices, localClock(now, choices.timeZone));
}

/** `dueByClock` with the person's wall clock already read (the tick reads it once per time zone). */
export function dueOnClock(choices: ReminderChoices, clock: LocalClock): { kinds: ReminderKind[]; localDate: string } {
  const kinds: ReminderKind[] = [];
  if (choices.enabled && choices.days.includes(clock.weekday) && atChosenTime(clock, choices.localTime)) kinds.push('daily');
  if (choices.streakTime !== null && atChosenTime(clock, choices.streakTime)) kinds.push('streak');
  if (choices.weeklySummary && clock.weekday === SUMMARY_WEEKDAY && atChosenTime(clock, choices.localTime)) kinds.push('weekly');
  return { kinds, localDate: clock.date };
}

/** What the send job learns just before sending. */
export type PersonToday = { loggedOnLocalDate: boolean; streakDays: number };

/** The last word before a mail goes: still chosen, and (daily, streak) still not logged that local day. */
export function stillWanted(kind: ReminderKind, choices: ReminderChoices, today: PersonToday): boolean {
  if (kind === 'daily') return choices.enabled && !today.loggedOnLocalDate;
  if (kind === 'streak') return choices.streakTime !== null && !today.loggedOnLocalDate && today.streakDays >= MIN_STREAK_AT_RISK;
  return choices.weeklySummary;
}

/**
 * The streak at risk today: the forgiving streak of the dashboard over the days
 * before `localDate` (today is the day at risk, not yet missed), so a streak a banked rest day
 * kept alive counts in full.
 */
export function streakBefore(localDate: string, loggedDates: ReadonlySet<string>): number {
  return streakStatus(
    [...loggedDates].filter((day) => day < localDate),
    localDate,
  ).current;
}
