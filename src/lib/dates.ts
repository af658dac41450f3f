/** Dates are calendar days as 'YYYY-MM-DD' strings: a weigh-in belongs to a day, not an instant. */
export const DAY_MS = 86_400_000;
const FURTHEST_AHEAD_OFFSET_MS = 14 * 3_600_000; // UTC+14, Kiribati

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Today's date where the day is furthest ahead: no person anywhere is later than this. */
export function latestDateOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + FURTHEST_AHEAD_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today in the runtime's local time zone (the browser's, on the client). */
export function localToday(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
