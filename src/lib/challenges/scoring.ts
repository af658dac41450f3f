import { addDays } from '@/lib/dates';
import { byLogDate, type DatedWeight } from '@/lib/progress/contribution';
import { daysBetween, round1 } from '@/lib/progress/series';
import { KG_PER_LB, SAFE_GOAL_BMI } from '@/lib/units/weight-units';

/**
 * A challenge's scoring rules (docs/decisions/0063-challenge-scoring.md), pure: the server reads
 * each participant's weigh-ins and the challenge, and these decide every figure a board shows.
 * Days are calendar days in the challenge's own time zone, as `YYYY-MM-DD`.
 */

export type ChallengeKind = 'percentLost' | 'consistency' | 'poundsTarget';

/** The challenge's first and last day, both included. */
export type ChallengeDates = { startDate: string; endDate: string };

/** The starting weigh-in is looked for in this many days from the start (or before it); the final one in the last this many. */
export const WEIGH_IN_WINDOW_DAYS = 7;

/**
 * Loss counted toward a score is at most this share of the starting weight per week between the
 * starting and the scored weigh-in: 2 % a week (4 lb of 200 lb) is already fast, and a crash diet
 * beyond it earns nothing.
 */
export const WEEKLY_CAP_SHARE = 0.02;

/** The day a participant's scoring starts: the challenge's first day, or the day they joined when that is later. */
export function scoringStartOf(dates: ChallengeDates, joinedOn: string): string {
  return joinedOn > dates.startDate ? joinedOn : dates.startDate;
}

const within = (log: DatedWeight, from: string, to: string) => log.logDate >= from && log.logDate <= to;
const oldestFirst = (logs: readonly DatedWeight[]) => [...logs].sort(byLogDate);
/** The last of `ordered` (oldest first) from `from` to `to`, both included. */
const lastWithin = (ordered: readonly DatedWeight[], from: string, to: string) => ordered.findLast((log) => within(log, from, to)) ?? null;

function startIn(ordered: readonly DatedWeight[], scoringStart: string): DatedWeight | null {
  const first = ordered.find((log) => within(log, scoringStart, addDays(scoringStart, WEIGH_IN_WINDOW_DAYS - 1)));
  return first ?? lastWithin(ordered, addDays(scoringStart, -WEIGH_IN_WINDOW_DAYS), addDays(scoringStart, -1));
}

const finalIn = (ordered: readonly DatedWeight[], dates: ChallengeDates) =>
  lastWithin(ordered, addDays(dates.endDate, -(WEIGH_IN_WINDOW_DAYS - 1)), dates.endDate);

/**
 * The starting weigh-in: the first one in the 7 days from the scoring start; without one, the
 * latest in the 7 days before it; without either, none (the person has no start yet).
 */
export function startingWeighIn(logs: readonly DatedWeight[], scoringStart: string): DatedWeight | null {
  return startIn(oldestFirst(logs), scoringStart);
}

/** The final weigh-in: the last one in the challenge's last 7 days; without one, none (the person did not finish). */
export function finalWeighIn(logs: readonly DatedWeight[], dates: ChallengeDates): DatedWeight | null {
  return finalIn(oldestFirst(logs), dates);
}

/** The challenge's weeks: 7 days each from its first day, the last one ending with the challenge. */
export function challengeWeeks(dates: ChallengeDates): Array<{ from: string; to: string }> {
  const weeks: Array<{ from: string; to: string }> = [];
  for (let from = dates.startDate; from <= dates.endDate; from = addDays(from, 7)) {
    const to = addDays(from, 6);
    weeks.push({ from, to: to < dates.endDate ? to : dates.endDate });
  }
  return weeks;
}

/** Weeks of the challenge, from the one the scoring starts in up to `asOf`, with at least one weigh-in. */
export function weeksLogged(logs: readonly DatedWeight[], dates: ChallengeDates, scoringStart: string, asOf: string): number {
  return challengeWeeks(dates).filter(
    (week) => week.to >= scoringStart && week.from <= asOf && logs.some((log) => within(log, week.from, week.to) && log.logDate <= asOf),
  ).length;
}

/** The weight whose BMI is the safe floor (18.5) for a height; null without one. */
function floorWeight(heightCm: number | null): number | null {
  if (heightCm === null || heightCm <= 0) return null;
  const metres = heightCm / 100;
  return (SAFE_GOAL_BMI * metres * metres) / KG_PER_LB;
}

export type ParticipantScore = {
  start: DatedWeight | null;
  /** The weigh-in the score is of: the final one once the challenge has ended, the latest before. */
  scored: DatedWeight | null;
  /** The loss counted, after the caps, in pounds (negative for a gain) and in % of the starting weight. */
  poundsLost: number;
  percentLost: number;
  weeksLogged: number;
  /** A starting and a final weigh-in: the person finished the challenge. */
  completed: boolean;
  /** Which cap held the counted loss back, if one did. */
  cappedBy: 'weekly' | 'bmi' | null;
};

export type ParticipantFacts = {
  logs: readonly DatedWeight[];
  joinedOn: string;
  heightCm: number | null;
  /** The day the board is made, in the challenge's time zone. */
  asOf: string;
};

/**
 * One participant's score. A gain counts against them; the loss counted is capped at 2 % of the
 * starting weight a week, and never takes them below a BMI of 18.5 (with a height); a person
 * without both a start and a scored weigh-in scores 0.
 */
export function scoreParticipant(dates: ChallengeDates, { logs, joinedOn, heightCm, asOf }: ParticipantFacts): ParticipantScore {
  const scoringStart = scoringStartOf(dates, joinedOn);
  const ordered = oldestFirst(logs);
  const start = startIn(ordered, scoringStart);
  const ended = asOf >= dates.endDate;
  const upTo = ended ? dates.endDate : asOf;
  const scored = !start ? null : ended ? finalIn(ordered, dates) : lastWithin(ordered, start.logDate, upTo);
  const weeks = weeksLogged(logs, dates, scoringStart, upTo);
  const none = { start, scored: null, poundsLost: 0, percentLost: 0, weeksLogged: weeks, completed: false, cappedBy: null } as const;
  if (!start || !scored || scored.logDate < start.logDate) return none;

  let loss = start.weight - scored.weight;
  let cappedBy: ParticipantScore['cappedBy'] = null;
  const weeksBetween = Math.max(1, Math.ceil(daysBetween(start.logDate, scored.logDate) / 7));
  const weeklyCap = WEEKLY_CAP_SHARE * start.weight * weeksBetween;
  if (loss > weeklyCap) [loss, cappedBy] = [weeklyCap, 'weekly'];
  const floor = floorWeight(heightCm);
  if (floor !== null && start.weight - loss < floor) [loss, cappedBy] = [Math.max(0, start.weight - floor), 'bmi'];
  return {
    start,
    scored,
    poundsLost: round1(loss),
    percentLost: round1((loss / start.weight) * 100),
    weeksLogged: weeks,
    completed: ended,
    cappedBy,
  };
}

/**
 * A group's score (a team, or an organisation's members across its teams), by the challenge's
 * kind: the mean % lost (HealthyWage's rule), the mean number of weeks logged, or the pounds lost
 * toward the shared target (a gain subtracts nothing from it). Every member counts, those without
 * a score as 0, so a team gains nothing when a member stops weighing in.
 */
export function groupScore(kind: ChallengeKind, members: readonly ParticipantScore[]): number {
  if (members.length === 0) return 0;
  if (kind === 'poundsTarget') return round1(members.reduce((sum, member) => sum + Math.max(0, member.poundsLost), 0));
  const each = members.map((member) => (kind === 'percentLost' ? member.percentLost : member.weeksLogged));
  return round1(each.reduce((sum, value) => sum + value, 0) / members.length);
}
