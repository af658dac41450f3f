/**
 * The figures of the weekly summary mail: pure, from the person's personal logs, so a
 * unit test states them exactly. Weights are pounds here; the mail formats them in one place.
 */
import { personalGoalProgress, type GoalProgress } from './goal';
import { addDays, daysBetween, round1, toDailySeries } from './series';
import { currentStreak } from './streaks';
import { trendSeries, type TrendPoint } from './trend';

export type WeeklyFigures = {
  /** Trend now minus trend a week ago (negative = down); null with fewer than two days logged. */
  trendChange: number | null;
  streakDays: number;
  /** Toward the personal goal weight, from the first logged weight to the latest; null without a goal or a log. */
  goal: GoalProgress | null;
  /** Pounds lost by the whole community. */
  communityTotal: number;
};

/** The latest trend point on or before `date`. */
const trendOn = (points: readonly TrendPoint[], date: string) => points.filter((p) => p.date <= date).at(-1);

export function weeklyFigures({
  entries,
  today,
  goalWeight,
  communityTotal,
}: {
  entries: readonly { logDate: string; weight: number }[];
  today: string;
  goalWeight: number | null;
  communityTotal: number;
}): WeeklyFigures {
  const series = toDailySeries(entries.filter((e) => e.logDate <= today));
  const trend = trendSeries(series);
  const now = trendOn(trend, today);
  // A week ago, or the first day logged when the person started this week.
  const weekAgo = trendOn(trend, addDays(today, -7)) ?? trend[0];
  const trendChange = now && weekAgo && daysBetween(weekAgo.date, now.date) > 0 ? round1(now.trend - weekAgo.trend) : null;
  // As the dashboard's goal card: from the first weight to the latest one.
  const first = series[0];
  const latest = series.at(-1);
  const goal = goalWeight !== null && first && latest ? personalGoalProgress({ start: first.weight, current: latest.weight, goalWeight }) : null;
  return {
    trendChange,
    streakDays: currentStreak(
      series.map((d) => d.date),
      today,
    ),
    goal,
    communityTotal: round1(communityTotal),
  };
}
