/**
 * The inactivity rule's dates (docs/operations.md "Retention of inactive accounts"): an account
 * unused for `months` months is deleted, after a warning mailed a month (30 days) before.
 * Shared by the sweep and the statement of what the product keeps.
 */
export const WARNING_NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `moment` moved by whole calendar months (UTC), the day clamped to the target month's last. */
export function addMonths(moment: Date, months: number): Date {
  const result = new Date(moment.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function addDays(moment: Date, days: number): Date {
  return new Date(moment.getTime() + days * DAY_MS);
}

/** When an account last active at `lastActiveAt` is warned, and the earliest it can be deleted. */
export function inactivityDates(lastActiveAt: Date, months: number): { warnAt: Date; deleteAt: Date } {
  const deleteAt = addMonths(lastActiveAt, months);
  return { warnAt: addDays(deleteAt, -WARNING_NOTICE_DAYS), deleteAt };
}
