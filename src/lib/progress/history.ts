import { addDays, daysBetween, round1, type DailyWeight } from './series';

export type TimeFrame = 'all' | 'week' | 'month' | 'threeMonths' | 'date';
export type HistoryView = 'daily' | 'weekly' | 'monthly';
export type PeriodSummary = { period: string; start: string; end: string; average: number; change: number | null; count: number };

/** Calendar months back from a day, clamped to the month's end (Mar 31 − 1 month = Feb 28/29). */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** The days a time frame covers, counting today: Last Week is today and the six days before. */
export function inTimeFrame<T extends { date: string }>(items: readonly T[], frame: TimeFrame, today: string, specificDate?: string): T[] {
  switch (frame) {
    case 'all':
      return [...items];
    case 'week':
      return items.filter((i) => i.date > addDays(today, -7) && i.date <= today);
    case 'month':
      return items.filter((i) => i.date > monthsBefore(today, 1) && i.date <= today);
    case 'threeMonths':
      return items.filter((i) => i.date > monthsBefore(today, 3) && i.date <= today);
    case 'date':
      return specificDate ? items.filter((i) => i.date === specificDate) : [];
  }
}

/** Monday of the ISO week a day falls in. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * Weekly (Monday to Sunday) or monthly averages, oldest first; `change` is this period's
 * average minus the previous period's (null for the first one shown).
 */
export function summarizeByPeriod(series: readonly DailyWeight[], view: Exclude<HistoryView, 'daily'>): PeriodSummary[] {
  const groups = new Map<string, DailyWeight[]>();
  for (const day of series) {
    const key = view === 'weekly' ? weekStart(day.date) : day.date.slice(0, 7);
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  const summaries: PeriodSummary[] = [];
  for (const [period, days] of [...groups].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const start = view === 'weekly' ? period : `${period}-01`;
    const end = view === 'weekly' ? addDays(period, 6) : addDays(monthsBefore(`${period}-01`, -1), -1);
    const average = round1(days.reduce((sum, d) => sum + d.weight, 0) / days.length);
    const previous = summaries.at(-1);
    summaries.push({ period, start, end, average, change: previous ? round1(average - previous.average) : null, count: days.length });
  }
  return summaries;
}

export { daysBetween };
