import { daysBetween, round1, type DailyWeight } from './series';

/** The Hacker's Diet smoothing: each day moves the trend 10% of the way to that day's weight. */
export const TREND_SMOOTHING = 0.1;
/** The weekly rate is the slope of the trend over (at most) this many recent days. */
export const RATE_WINDOW_DAYS = 28;

export type TrendPoint = DailyWeight & { trend: number };

/**
 * Exponentially smoothed moving average. A missing day counts as a day at the next logged
 * weight (as the Hacker's Diet fills gaps), so after a gap of n days the trend moves by
 * 1 − 0.9ⁿ of the difference instead of 10%.
 */
export function trendSeries(series: readonly DailyWeight[], smoothing = TREND_SMOOTHING): TrendPoint[] {
  const points: TrendPoint[] = [];
  let trend: number | undefined;
  let previous: string | undefined;
  for (const { date, weight } of series) {
    if (trend === undefined || previous === undefined) {
      trend = weight;
    } else {
      const days = Math.max(1, daysBetween(previous, date));
      trend += (1 - (1 - smoothing) ** days) * (weight - trend);
    }
    previous = date;
    points.push({ date, weight, trend: Math.round(trend * 100) / 100 });
  }
  return points;
}

/**
 * Pounds per week the trend is moving (negative = losing): the least-squares slope of the
 * trend over the last RATE_WINDOW_DAYS days. Null until two days are logged.
 */
export function weeklyRate(points: readonly TrendPoint[]): number | null {
  const last = points.at(-1);
  if (!last) return null;
  const recent = points.filter((p) => daysBetween(p.date, last.date) < RATE_WINDOW_DAYS);
  if (recent.length < 2) return null;
  const xs = recent.map((p) => daysBetween(recent[0]!.date, p.date));
  const ys = recent.map((p) => p.trend);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i]! - mx) * (ys[i]! - my);
    den += (xs[i]! - mx) ** 2;
  }
  if (den === 0) return null;
  return round1((num / den) * 7);
}
