/**
 * The trend chart's maths: ranges, round ticks and scales over
 * calendar days, pure so that they are unit-tested and the chart itself only draws.
 */
import { addDays, daysBetween } from './series';

export const CHART_RANGES = ['1m', '3m', '6m', '1y', 'all'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
const RANGE_MONTHS: Record<Exclude<ChartRange, 'all'>, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 };

/** The same day `months` calendar months earlier, clamped to the month's end (31 March − 1 month = 28/29 February). */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * The days a range shows: from a month (three, six, twelve) before today up to today, or from
 * the first weigh-in for "all". A day logged after today (another time zone) widens it.
 */
export function rangeDomain(range: ChartRange, today: string, firstDate: string, lastDate: string): { from: string; to: string } {
  const to = lastDate > today ? lastDate : today;
  const from = range === 'all' ? firstDate : monthsBefore(today, RANGE_MONTHS[range]);
  return { from: from < to ? from : addDays(to, -1), to };
}

/** The items whose `date` lies within [from, to]. */
export function inDomain<T extends { date: string }>(items: readonly T[], { from, to }: { from: string; to: string }): T[] {
  return items.filter((item) => item.date >= from && item.date <= to);
}

/** 1, 2, 2.5 or 5 times a power of ten: the smallest such step that splits `span` into at most `maxTicks` intervals. */
export function niceStep(span: number, maxTicks: number): number {
  if (!(span > 0) || maxTicks < 1) return 1;
  const rough = span / maxTicks;
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const factor of [1, 2, 2.5, 5, 10]) if (factor * power >= rough - 1e-12) return factor * power;
  return 10 * power;
}

/**
 * Round ticks covering [min, max]: the axis is widened to whole steps (so the lowest and highest
 * values sit inside it) and a flat series still gets a band of one step either side.
 */
export function niceTicks(min: number, max: number, maxTicks = 5): { lower: number; upper: number; step: number; ticks: number[] } {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  const span = high - low;
  const step = niceStep(span > 0 ? span : Math.max(1, Math.abs(high) * 0.02), Math.max(1, maxTicks - 1));
  let lower = Math.floor(low / step + 1e-9) * step;
  let upper = Math.ceil(high / step - 1e-9) * step;
  if (upper - lower < step / 2) {
    lower -= step;
    upper += step;
  }
  const count = Math.round((upper - lower) / step);
  const ticks = Array.from({ length: count + 1 }, (_, i) => roundTo(lower + i * step, step));
  return { lower: ticks[0]!, upper: ticks.at(-1)!, step, ticks };
}

/** A value rounded to the decimals its step has, so 0.1 + 0.2 shows as 0.3. */
function roundTo(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  return Number(value.toFixed(decimals));
}

/** A linear map from a domain to a range (pixels); a zero-width domain maps to the range's start. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (value: number) => number {
  const width = d1 - d0;
  return (value) => (width === 0 ? r0 : r0 + ((value - d0) / width) * (r1 - r0));
}

type TimeStep = { days: number } | { months: number };
const TIME_STEPS: TimeStep[] = [
  { days: 1 },
  { days: 2 },
  { days: 7 },
  { days: 14 },
  { months: 1 },
  { months: 2 },
  { months: 3 },
  { months: 6 },
  { months: 12 },
  { months: 24 },
  { months: 60 },
];

function ticksEvery(step: TimeStep, from: string, to: string): string[] {
  const ticks: string[] = [];
  if ('days' in step) {
    // 1970-01-05 was a Monday: week steps fall on Mondays.
    const anchor = step.days >= 7 ? '1970-01-05' : '1970-01-01';
    const offset = ((daysBetween(anchor, from) % step.days) + step.days) % step.days;
    for (let day = offset === 0 ? from : addDays(from, step.days - offset); day <= to; day = addDays(day, step.days)) ticks.push(day);
    return ticks;
  }
  const [y, m] = from.split('-').map(Number) as [number, number];
  for (let index = Math.ceil((y * 12 + m - 1) / step.months) * step.months; ; index += step.months) {
    const day = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
    if (day > to) return ticks;
    if (day >= from) ticks.push(day);
  }
}

/**
 * Round date ticks within [from, to], at most `maxTicks` (and at least two when the steps allow):
 * every day, every other day, Mondays, every other Monday, or the first of every 1, 2, 3, 6, 12,
 * 24 or 60 months (counted from January, so a three-month step falls on quarters).
 */
export function dateTicks(from: string, to: string, maxTicks: number): { ticks: string[]; unit: 'day' | 'month' | 'year' } {
  for (const step of TIME_STEPS) {
    const ticks = ticksEvery(step, from, to);
    if (ticks.length <= maxTicks) return { ticks, unit: 'days' in step ? 'day' : step.months >= 12 ? 'year' : 'month' };
  }
  return { ticks: [], unit: 'year' };
}

/** The index of the item whose x is nearest to `x` (items sorted by x); -1 when there are none. */
export function nearestIndex(xs: readonly number[], x: number): number {
  if (xs.length === 0) return -1;
  let lo = 0;
  let hi = xs.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! <= x) lo = mid;
    else hi = mid;
  }
  return Math.abs(xs[hi]! - x) < Math.abs(xs[lo]! - x) ? hi : lo;
}
