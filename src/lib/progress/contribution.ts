import { daysBetween } from './series';

/**
 * What one person adds to the community total: their loss
 * since their first weigh-in, step by step from one weigh-in to the next, never below zero —
 * except that a jump no body makes (a typo: 300 → 30 lb) is left out until a second weigh-in
 * confirms it, and a confirmed jump moves the starting point instead of counting. A regain
 * counts against the person's contribution like any other step.
 */

/** Day-to-day water and scale noise: a change within this share of the weight is always plausible. */
export const NOISE_SHARE = 0.04;
/** Plus this share per day between the weigh-ins (about 2 % a week: fast, but possible). */
export const DAILY_SHARE = 0.003;

export type DatedWeight = { logDate: string; weight: number };

/** Oldest day first, for anything with a calendar day (`YYYY-MM-DD` sorts as text). */
export const byLogDate = (a: { logDate: string }, b: { logDate: string }): number => (a.logDate < b.logDate ? -1 : a.logDate > b.logDate ? 1 : 0);

/** Whether going from `from` to `to` is a change a body can make in the days between them. */
export function isPlausibleChange(from: DatedWeight, to: DatedWeight): boolean {
  const days = Math.max(1, daysBetween(from.logDate, to.logDate));
  return Math.abs(to.weight - from.weight) <= from.weight * (NOISE_SHARE + DAILY_SHARE * days) + 1e-9;
}

/**
 * The person's contribution in pounds (one decimal, never below zero), from their weigh-ins in
 * any order. An implausible weigh-in waits: the next one either is plausible from the last
 * accepted weight (the odd one was a typo, ignored for good) or plausible from the odd one (two
 * in a row confirm a new level: the jump itself counts for nothing, the change after it does).
 */
export function contributionOf(logs: readonly DatedWeight[]): number {
  const ordered = [...logs].sort(byLogDate);
  const walk = startContribution();
  for (const log of ordered) stepContribution(walk, log);
  return Math.max(0, walk.tenths) / 10;
}

/** A walk through one person's weigh-ins, oldest first: the last accepted one, the odd one waiting, the steps so far in tenths of a pound. */
export type ContributionWalk = { accepted: DatedWeight | null; pending: DatedWeight | null; tenths: number };

export const startContribution = (): ContributionWalk => ({ accepted: null, pending: null, tenths: 0 });

/** Takes the next weigh-in (in date order) into `walk`, by the rule of `contributionOf`. */
export function stepContribution(walk: ContributionWalk, log: DatedWeight): void {
  if (!walk.accepted) {
    walk.accepted = log;
  } else if (isPlausibleChange(walk.accepted, log)) {
    walk.tenths += Math.round((walk.accepted.weight - log.weight) * 10);
    walk.accepted = log;
    walk.pending = null;
  } else if (walk.pending && isPlausibleChange(walk.pending, log)) {
    walk.tenths += Math.round((walk.pending.weight - log.weight) * 10);
    walk.accepted = log;
    walk.pending = null;
  } else {
    walk.pending = log;
  }
}
