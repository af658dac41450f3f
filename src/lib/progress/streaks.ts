import { daysBetween } from './series';

/** One rest day is earned for every this many days logged in a streak. */
export const REST_DAY_EVERY = 7;
/** At most this many rest days are banked at once. */
export const MAX_REST_DAYS = 2;

export type StreakStatus = {
  /** Days logged in the streak still alive today (0 when it is broken). */
  current: number;
  /** The most days logged in any streak, counted the same forgiving way. */
  longest: number;
  /** Rest days banked in the current streak, after any it has used up to today. */
  restDays: number;
};

/**
 * The forgiving streak: a streak counts logged days; every 7th day logged in it
 * banks a rest day (at most 2); a missed day uses a banked one instead of breaking the streak.
 * A rest day keeps the streak, it does not lengthen it. A broken streak starts again at the
 * next log with nothing banked. Today not logged yet is not missed (the day is not over).
 */
export function streakStatus(dates: readonly string[], today?: string): StreakStatus {
  const { runs, bank, longest } = walkStreak(dates);
  const previous = runs.at(-1);
  if (previous === undefined) return { current: 0, longest: 0, restDays: 0 };
  const alive = aliveToday({ lastDate: previous.date, run: previous.run, bank }, today);
  return { current: alive.current, longest, restDays: alive.restDays };
}

/**
 * Where the streak stood on the latest logged day: everything `currentStreakFrom` needs, so that
 * it can be stored with a person's progress instead of walking their whole history again.
 */
export type StreakEnd = { lastDate: string; run: number; bank: number };

/** The streak at the latest logged day of `dates`; null without a day. */
export function streakEnd(dates: readonly string[]): StreakEnd | null {
  const { runs, bank } = walkStreak(dates);
  const last = runs.at(-1);
  return last ? { lastDate: last.date, run: last.run, bank } : null;
}

/** The streak alive today from where it stood on the latest logged day (same as `currentStreak` of the whole history). */
export function currentStreakFrom(end: StreakEnd, today: string): number {
  return aliveToday(end, today).current;
}

function aliveToday({ lastDate, run, bank }: StreakEnd, today: string | undefined): { current: number; restDays: number } {
  // A log dated after today (another zone's today) keeps the streak alive too.
  const missedSince = today === undefined ? 0 : Math.max(0, daysBetween(lastDate, today) - 1);
  if (missedSince > bank) return { current: 0, restDays: 0 };
  return { current: run, restDays: bank - missedSince };
}

/**
 * Each logged day (oldest first) with the length its streak had reached on it, counted by the
 * rule above: the milestones (./milestones) read the day a streak first reached 7, 30 or 100.
 */
export function streakRuns(dates: readonly string[]): Array<{ date: string; run: number }> {
  return walkStreak(dates).runs;
}

function walkStreak(dates: readonly string[]): { runs: Array<{ date: string; run: number }>; bank: number; longest: number } {
  const days = [...new Set(dates)].sort();
  const runs: Array<{ date: string; run: number }> = [];
  let run = 0;
  let bank = 0;
  let longest = 0;
  let previous: string | undefined;
  for (const day of days) {
    const missed = previous === undefined ? Infinity : daysBetween(previous, day) - 1;
    if (missed <= bank) {
      bank -= missed;
      run += 1;
    } else {
      run = 1;
      bank = 0;
    }
    if (run % REST_DAY_EVERY === 0) bank = Math.min(MAX_REST_DAYS, bank + 1);
    longest = Math.max(longest, run);
    runs.push({ date: day, run });
    previous = day;
  }
  return { runs, bank, longest };
}

/** The streak alive today, forgiving missed days that banked rest days cover (0 when broken). */
export function currentStreak(dates: readonly string[], today: string): number {
  return streakStatus(dates, today).current;
}

/** The longest streak, counted the same forgiving way. */
export function longestStreak(dates: readonly string[]): number {
  return streakStatus(dates).longest;
}
