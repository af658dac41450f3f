import { addDays, daysBetween } from './series';

/**
 * Consecutive days with a log, ending at the latest log. The streak is alive while the latest
 * log is today or yesterday (today may simply not be logged yet); otherwise it is 0.
 */
export function currentStreak(dates: readonly string[], today: string): number {
  const days = [...new Set(dates)].sort();
  const last = days.at(-1);
  if (!last) return 0;
  // A log dated after today (another zone's today) keeps the streak alive too.
  if (daysBetween(last, today) > 1) return 0;
  return runEndingAt(days, days.length - 1);
}

/** The longest run of consecutive logged days. */
export function longestStreak(dates: readonly string[]): number {
  const days = [...new Set(dates)].sort();
  let best = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && addDays(days[i - 1]!, 1) === days[i] ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

function runEndingAt(days: string[], index: number): number {
  let run = 1;
  for (let i = index; i > 0 && addDays(days[i - 1]!, 1) === days[i]; i--) run++;
  return run;
}
