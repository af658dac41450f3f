import type { DatedWeight } from './contribution';
import { figureAbout, type Figure } from './coalition-outcomes';
import { percentLost, percentOfTarget, type OutcomeSummary } from './organization-outcomes';
import { round1 } from './series';

/**
 * What an organisation's admins may see of its progress. Pure: the
 * server counts, this decides. The coalition's rule (`figureAbout`, src/lib/progress/
 * coalition-outcomes.ts) is applied, not copied: a figure about fewer than `minGroup` people is
 * hidden, and so is one whose complement beside a published figure is a group of 1 to
 * `minGroup − 1`:
 *
 * - participants and active this week are counts of members: hidden when few, or when the members
 *   left out of them are few (the member count is published: the admins list every member anyway);
 * - every weight figure (pounds lost together, the average % lost, the 3/5/10 % shares, the share
 *   of the goal, each week's total) is about the participants, and hidden when they are few, or
 *   when the participants who did *not* agree to share their weights are few: the shared list
 *   shows the others one by one, so the total minus that list would be those few people's.
 *
 * The shared list itself is never suppressed: its members agreed.
 */

/** A week's total (null: nothing published for it yet) and who it is about. */
export type WeekGroup = { weekEnding: string; poundsLost: number | null; participants: number; privateParticipants: number };

/**
 * Who each week's total is about: the members with a weigh-in up to that week's end, and those of
 * them who do not share their weights. `members` are each member's own logs and their choice.
 */
export function weeklyGroups(
  members: readonly { logs: readonly DatedWeight[]; shared: boolean }[],
  weekEnds: readonly string[],
): { participants: number; privateParticipants: number }[] {
  const firsts = members
    .filter((m) => m.logs.length > 0)
    .map((m) => ({ first: m.logs.reduce((min, l) => (l.logDate < min ? l.logDate : min), m.logs[0]!.logDate), shared: m.shared }));
  return weekEnds.map((weekEnd) => {
    const counted = firsts.filter((m) => m.first <= weekEnd);
    return { participants: counted.length, privateParticipants: counted.filter((m) => !m.shared).length };
  });
}

export type PublishedProgress = {
  minGroupSize: number;
  members: number;
  participants: Figure;
  activeThisWeek: Figure;
  poundsLost: Figure;
  averagePercentLost: Figure;
  lostAtLeast: { percent: number; share: Figure }[];
  targetWeightLoss: number | null;
  percentOfTarget: Figure | null;
  weekly: { weekEnding: string; poundsLost: Figure }[];
};

/**
 * The figures as published. `privateParticipants`: participants who do not share their weights
 * (all of them when nobody shares).
 */
export function publishProgress({
  summary,
  privateParticipants,
  weeks,
  targetWeightLoss,
  minGroup,
}: {
  summary: OutcomeSummary;
  privateParticipants: number;
  weeks: readonly WeekGroup[];
  targetWeightLoss: number | null;
  minGroup: number;
}): PublishedProgress {
  const { members, participants, activeThisWeek } = summary;
  const ofParticipants = (value: number | null) => figureAbout(value, participants, minGroup, privateParticipants);
  const poundsLost = ofParticipants(summary.poundsLost);
  const reached = percentOfTarget(summary.poundsLost, targetWeightLoss);
  return {
    minGroupSize: minGroup,
    members,
    participants: figureAbout(participants, participants, minGroup, members - participants),
    activeThisWeek: figureAbout(activeThisWeek, activeThisWeek, minGroup, members - activeThisWeek),
    poundsLost,
    averagePercentLost: ofParticipants(summary.averagePercentLost),
    lostAtLeast: summary.lostAtLeast.map(({ percent, share }) => ({ percent, share: ofParticipants(share) })),
    targetWeightLoss,
    percentOfTarget: reached === null ? null : poundsLost.suppressed ? poundsLost : { value: reached, suppressed: false },
    weekly: weeks.map((w) => ({ weekEnding: w.weekEnding, poundsLost: figureAbout(w.poundsLost, w.participants, minGroup, w.privateParticipants) })),
  };
}

/** One sharing member's change from their starting to their latest weight: pounds and percent lost, one decimal (negative for a gain). */
export function weightChange(startingWeight: number | null, latestWeight: number | null): { lost: number | null; percentLost: number | null } {
  if (startingWeight === null || latestWeight === null || startingWeight <= 0) return { lost: null, percentLost: null };
  // Tenths of a pound as integers: 200.3 − 194.1 is 6.2, not 6.200000000000017.
  return { lost: (Math.round(startingWeight * 10) - Math.round(latestWeight * 10)) / 10, percentLost: round1(percentLost(startingWeight, latestWeight)) };
}
