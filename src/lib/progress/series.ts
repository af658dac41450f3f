/** Progress maths works on calendar days ('YYYY-MM-DD'), never on instants: see dates.ts. */
import { addDays, DAY_MS } from '../dates';

export type DailyWeight = { date: string; weight: number };
type Entry = { logDate: string; weight: number };

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * One weight per day, oldest first. A personal account has one entry a day (the server
 * replaces a second); an organisation may have one per admin, so a day is their mean.
 */
export function toDailySeries(entries: readonly Entry[]): DailyWeight[] {
  const byDay = new Map<string, { sum: number; count: number }>();
  for (const { logDate, weight } of entries) {
    const day = byDay.get(logDate) ?? { sum: 0, count: 0 };
    day.sum += weight;
    day.count += 1;
    byDay.set(logDate, day);
  }
  return [...byDay].map(([date, { sum, count }]) => ({ date, weight: round1(sum / count) })).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Today as a calendar day in a given IANA time zone (the browser passes its own). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export { addDays };
