import { addDays, round1 } from './series';

/** Forecasts further away than this are not a plan: shown as 'not at the current trend'. */
export const FORECAST_HORIZON_DAYS = 5 * 365;

export type GoalProgress = { percent: number; remaining: number; reached: boolean };

/** A personal goal weight: how far from the starting weight toward it, and what is left. */
export function personalGoalProgress({ start, current, goalWeight }: { start: number; current: number; goalWeight: number }): GoalProgress {
  const needed = start - goalWeight;
  const reached = needed >= 0 ? current <= goalWeight : current >= goalWeight;
  const remaining = reached ? 0 : round1(Math.abs(current - goalWeight));
  const percent = needed === 0 || reached ? 100 : clampPercent(((start - current) / needed) * 100);
  return { percent, remaining, reached };
}

/** An organisation's target weight loss against what it has lost. */
export function targetLossProgress({ lost, target }: { lost: number; target: number }): GoalProgress {
  const reached = lost >= target;
  return { percent: reached ? 100 : clampPercent((Math.max(0, lost) / target) * 100), remaining: reached ? 0 : round1(target - Math.max(0, lost)), reached };
}

/**
 * The day the trend reaches the goal weight at the current weekly rate, or null when the trend
 * points away from it (or is flat, or the date is beyond the horizon).
 */
export function forecastGoalDate({
  trend,
  weeklyRate,
  goalWeight,
  today,
}: {
  trend: number;
  weeklyRate: number | null;
  goalWeight: number;
  today: string;
}): string | null {
  const gap = goalWeight - trend;
  if (gap === 0) return today;
  if (!weeklyRate || Math.sign(weeklyRate) !== Math.sign(gap)) return null;
  const days = Math.ceil(gap / (weeklyRate / 7));
  return days > FORECAST_HORIZON_DAYS ? null : addDays(today, days);
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}
