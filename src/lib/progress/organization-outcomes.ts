import { addDays } from '@/lib/dates';
import { contributionOf, type DatedWeight } from './contribution';
import { round1 } from './series';

/**
 * An organisation's outcome figures, from its members' own
 * (personal) weigh-ins. Pure: the server reads the rows, this does the sums.
 *
 * - A member's starting weight is their first (earliest-dated) personal weigh-in; their current
 *   weight the latest.
 * - Pounds lost together: each member's contribution as the community total counts it (decision
 *   0036, src/lib/progress/contribution.ts: never below zero, typos left out).
 * - Average % lost and the 3/5/10% shares: over the members who have weighed in (participants),
 *   with the net change (a regain counts as a negative loss), as public programmes report them.
 */

/** The weight-loss thresholds public programmes report (share of participants who lost at least this %). */
export const LOSS_THRESHOLDS = [3, 5, 10] as const;

export type MemberWeights = {
  /** Earliest-dated personal weigh-in, or null for a member who never weighed in. */
  firstWeight: number | null;
  /** Latest-dated personal weigh-in. */
  latestWeight: number | null;
  /** Day of the latest personal weigh-in (YYYY-MM-DD). */
  lastLogDate: string | null;
  /** The member's contribution to the community total, or null without weigh-ins. */
  poundsLost: number | null;
};

export type OutcomeSummary = {
  members: number;
  participants: number;
  activeThisWeek: number;
  /** Members with a weigh-in on one of the last 28 days (the team standings' "active"). */
  activeLast28Days: number;
  poundsLost: number;
  averagePercentLost: number | null;
  /** Share (0–100, one decimal) of participants who lost at least 3, 5 and 10 %. */
  lostAtLeast: { percent: (typeof LOSS_THRESHOLDS)[number]; share: number | null }[];
};

/** Percent of the starting weight lost (negative for a gain), unrounded. */
export function percentLost(first: number, latest: number): number {
  return ((first - latest) / first) * 100;
}

/** "Active this week": a weigh-in on one of the last 7 days, today included. */
export function isActiveInWeek(lastLogDate: string | null, today: string): boolean {
  return lastLogDate !== null && lastLogDate <= today && lastLogDate >= addDays(today, -6);
}

export function summarizeOutcomes(members: readonly MemberWeights[], today: string): OutcomeSummary {
  const participants = members.filter(
    (m): m is MemberWeights & { firstWeight: number; latestWeight: number } => m.firstWeight !== null && m.latestWeight !== null,
  );
  const percents = participants.map((m) => percentLost(m.firstWeight, m.latestWeight));
  const share = (count: number) => (participants.length === 0 ? null : round1((count / participants.length) * 100));
  return {
    members: members.length,
    participants: participants.length,
    activeThisWeek: members.filter((m) => isActiveInWeek(m.lastLogDate, today)).length,
    activeLast28Days: members.filter((m) => m.lastLogDate !== null && m.lastLogDate <= today && m.lastLogDate >= addDays(today, -27)).length,
    // Tenths of a pound are summed as integers: 0.1 + 0.2 stays 0.3.
    poundsLost: members.reduce((sum, m) => sum + Math.round((m.poundsLost ?? 0) * 10), 0) / 10,
    averagePercentLost: percents.length === 0 ? null : round1(percents.reduce((a, b) => a + b, 0) / percents.length),
    // A hair of float error must not drop someone who lost exactly 3.0 % below the line.
    lostAtLeast: LOSS_THRESHOLDS.map((percent) => ({ percent, share: share(percents.filter((p) => p >= percent - 1e-9).length) })),
  };
}

/**
 * The organisation's pounds lost together at the end of each week (`weekEnds`, oldest first):
 * each member's contribution from their weigh-ins up to that day. A member
 * counts from their first weigh-in on.
 */
export function weeklyTotals(members: readonly (readonly DatedWeight[])[], weekEnds: readonly string[]): number[] {
  return weekEnds.map((weekEnd) => members.reduce((sum, logs) => sum + Math.round(contributionOf(logs.filter((l) => l.logDate <= weekEnd)) * 10), 0) / 10);
}

/** How much of the organisation's target loss is reached, in percent (one decimal; may pass 100). */
export function percentOfTarget(poundsLost: number, targetWeightLoss: number | null): number | null {
  if (targetWeightLoss === null || targetWeightLoss <= 0) return null;
  return round1((poundsLost / targetWeightLoss) * 100);
}
