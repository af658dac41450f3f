/**
 * Milestones: what a person's history has earned. Pure, so the server
 * records exactly what these rules say and the tests read them without a database.
 */
import { KG_PER_LB, LB_PER_STONE, type DisplayUnit } from '../units/weight-units';
import type { DailyWeight } from './series';
import { streakRuns } from './streaks';

export const MILESTONE_KINDS = ['firstWeighIn', 'streak', 'weightLost', 'percentLost', 'goalReached'] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

/** Streak lengths (days logged, the forgiving streak of ./streaks) that are milestones. */
export const STREAK_MILESTONES = [7, 30, 100] as const;
/** Weight lost is celebrated every step of the person's unit: 5 lb, 2.5 kg, half a stone (7 lb). */
export const LOSS_STEP: Record<DisplayUnit, number> = { lb: 5, kg: 2.5, st: 0.5 };
/** Weight lost as a share of the starting weight is celebrated every this many percent. */
export const PERCENT_STEP = 5;

const POUNDS_PER: Record<DisplayUnit, number> = { lb: 1, kg: 1 / KG_PER_LB, st: LB_PER_STONE };
const EPSILON = 1e-9;

export type EarnedMilestone = {
  /** Unique per person: the server records a key once (first-weigh-in, streak-7, lost-kg-2.5, percent-10, goal-182.4). */
  key: string;
  kind: MilestoneKind;
  /** Streak days, weight lost in `unit`, percent lost, or the goal weight in pounds; null for the first weigh-in. */
  amount: number | null;
  /** The unit of a weight-lost amount; null otherwise. */
  unit: DisplayUnit | null;
  /** The logged day that earned it. */
  earnedOn: string;
};

type Input = {
  /** One weight (pounds) per day, oldest first: the person's personal history. */
  days: readonly DailyWeight[];
  /** The personal goal weight in pounds, if any. */
  goalWeight: number | null;
  unit: DisplayUnit;
  /**
   * The largest weight-lost milestone already recorded in another unit, in pounds: after a change of
   * unit, losses the person has already celebrated are not celebrated again in the new one.
   */
  celebratedLossPounds?: number;
};

/** A weight-lost amount in its unit as pounds. */
export function lossInPounds(amount: number, unit: DisplayUnit): number {
  return amount * POUNDS_PER[unit];
}

/**
 * Every milestone the history has earned, oldest first. A milestone, once earned, stays earned:
 * the server keeps what it recorded even if a later weight goes back up or an entry is deleted.
 * - first weigh-in: the first logged day;
 * - streaks of 7, 30 and 100 days: the day the forgiving streak first reached that length;
 * - weight lost: every LOSS_STEP of the unit below the first day's weight (the loss rounded to the
 *   tenth of the unit the person reads), on the first day that reached it;
 * - percent lost: every 5 % of the first day's weight, on the first day that reached it;
 * - goal reached: the latest day's weight at or past the goal (below for a goal to lose, above for a
 *   goal to gain), keyed by the goal, so a new goal can be reached again.
 */
export function milestonesEarned({ days, goalWeight, unit, celebratedLossPounds = 0 }: Input): EarnedMilestone[] {
  const first = days[0];
  const latest = days.at(-1);
  if (!first || !latest) return [];
  const earned: EarnedMilestone[] = [{ key: 'first-weigh-in', kind: 'firstWeighIn', amount: null, unit: null, earnedOn: first.date }];

  const runs = streakRuns(days.map((d) => d.date));
  for (const length of STREAK_MILESTONES) {
    const reached = runs.find((r) => r.run >= length);
    if (reached) earned.push({ key: `streak-${length}`, kind: 'streak', amount: length, unit: null, earnedOn: reached.date });
  }

  const step = LOSS_STEP[unit];
  let steps = 0;
  let percents = 0;
  for (const day of days) {
    // As the person reads it: kilograms to a tenth, or pounds to a tenth (stones are read as st + lb).
    const lost = Math.round(((first.weight - day.weight) / (unit === 'kg' ? POUNDS_PER.kg : 1)) * 10) / 10;
    const threshold = (n: number) => (unit === 'kg' ? n * step : lossInPounds(n * step, unit));
    while (lost + EPSILON >= threshold(steps + 1)) {
      steps += 1;
      const amount = Math.round(steps * step * 10) / 10;
      if (lossInPounds(amount, unit) > celebratedLossPounds + EPSILON)
        earned.push({ key: `lost-${unit}-${amount}`, kind: 'weightLost', amount, unit, earnedOn: day.date });
    }
    const lostPercent = ((first.weight - day.weight) / first.weight) * 100;
    while (lostPercent + EPSILON >= (percents + 1) * PERCENT_STEP) {
      percents += 1;
      earned.push({ key: `percent-${percents * PERCENT_STEP}`, kind: 'percentLost', amount: percents * PERCENT_STEP, unit: null, earnedOn: day.date });
    }
  }

  if (goalWeight !== null && goalWeight !== first.weight) {
    const toLose = goalWeight < first.weight;
    if (toLose ? latest.weight <= goalWeight : latest.weight >= goalWeight) {
      earned.push({ key: `goal-${goalWeight.toFixed(1)}`, kind: 'goalReached', amount: goalWeight, unit: null, earnedOn: latest.date });
    }
  }
  return earned.sort((a, b) => (a.earnedOn < b.earnedOn ? -1 : a.earnedOn > b.earnedOn ? 1 : 0));
}
