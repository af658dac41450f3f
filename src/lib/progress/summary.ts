import { streakStatus } from './streaks';
import { round1, toDailySeries, type DailyWeight } from './series';
import { trendSeries, weeklyRate, type TrendPoint } from './trend';

export type ProgressSummary = {
  series: DailyWeight[];
  trend: TrendPoint[];
  currentStreak: number;
  longestStreak: number;
  /** Rest days banked in the current streak. */
  restDays: number;
  checkIns: number;
  /** First weight minus latest: positive when lost, negative when gained. */
  totalLoss: number;
  start: number | null;
  latest: number | null;
  weeklyRate: number | null;
};

/** Everything the dashboard cards show, from the entries and the person's today. */
export function summarizeProgress(entries: readonly { logDate: string; weight: number }[], today: string): ProgressSummary {
  const series = toDailySeries(entries);
  const trend = trendSeries(series);
  const dates = series.map((d) => d.date);
  const start = series[0]?.weight ?? null;
  const latest = series.at(-1)?.weight ?? null;
  const streak = streakStatus(dates, today);
  return {
    series,
    trend,
    currentStreak: streak.current,
    longestStreak: streak.longest,
    restDays: streak.restDays,
    checkIns: series.length,
    totalLoss: start !== null && latest !== null ? round1(start - latest) : 0,
    start,
    latest,
    weeklyRate: weeklyRate(trend),
  };
}
