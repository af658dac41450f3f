import { addDays } from '@/lib/dates';
import { LOSS_THRESHOLDS, percentLost } from './organization-outcomes';
import { daysBetween, round1 } from './series';

/**
 * The coalition's outcome figures. Pure: the server adds up
 * the counts in SQL with the same definitions (src/server/coalition/outcome-counts.ts), this
 * module defines them, turns them into figures and suppresses small groups.
 *
 * - A participant joined on their first personal weigh-in; their join week starts on a Monday.
 * - New this week: joined since Monday (the newest join-week cohort, so the two never differ);
 *   active in the last 7 / 28 days: a weigh-in on one of them (today included).
 * - Lost at least 3/5/10 %: net change from the first to the latest weigh-in, as an organisation's figures count it.
 * - Retained at N weeks: among those who joined at least N weeks ago (eligible), those with a
 *   weigh-in N weeks or more after their first.
 */

export { LOSS_THRESHOLDS };
export const RETENTION_WEEKS = [4, 12, 26] as const;
/** Figures about fewer people than this are not shown (COALITION_MIN_GROUP_SIZE overrides it). */
export const DEFAULT_MIN_GROUP_SIZE = 11;

/** What the figures need of one participant: their participant_progress row. */
export type ParticipantFacts = { firstLogDate: string; lastLogDate: string; firstWeight: number; latestWeight: number; poundsLost: number };

/** Counts about a group of participants; adding two groups' counts gives their union's. */
export type OutcomeCounts = {
  participants: number;
  newThisWeek: number;
  activeLast7Days: number;
  activeLast28Days: number;
  /** Tenths of a pound, summed as integers (0.1 + 0.2 stays 0.3). */
  poundsLostTenths: number;
  /** How many lost at least each of LOSS_THRESHOLDS %, in that order. */
  lostAtLeast: number[];
  /** For each of RETENTION_WEEKS: how many joined long enough ago, and how many of them are still weighing in. */
  retentionEligible: number[];
  retained: number[];
};

export function emptyCounts(): OutcomeCounts {
  return {
    participants: 0,
    newThisWeek: 0,
    activeLast7Days: 0,
    activeLast28Days: 0,
    poundsLostTenths: 0,
    lostAtLeast: LOSS_THRESHOLDS.map(() => 0),
    retentionEligible: RETENTION_WEEKS.map(() => 0),
    retained: RETENTION_WEEKS.map(() => 0),
  };
}

/** The Monday starting the week of a day (YYYY-MM-DD): cohorts are join weeks. */
export function weekStarting(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** One participant's counts on `today`. */
export function countsOf(p: ParticipantFacts, today: string): OutcomeCounts {
  const percent = percentLost(p.firstWeight, p.latestWeight);
  const daysKept = daysBetween(p.firstLogDate, p.lastLogDate);
  const daysSinceJoining = daysBetween(p.firstLogDate, today);
  const one = (yes: boolean) => (yes ? 1 : 0);
  return {
    participants: 1,
    newThisWeek: one(p.firstLogDate >= weekStarting(today)),
    activeLast7Days: one(p.lastLogDate >= addDays(today, -6)),
    activeLast28Days: one(p.lastLogDate >= addDays(today, -27)),
    poundsLostTenths: Math.round(p.poundsLost * 10),
    // A hair of float error must not drop someone who lost exactly 3.0 % below the line.
    lostAtLeast: LOSS_THRESHOLDS.map((threshold) => one(percent >= threshold - 1e-9)),
    retentionEligible: RETENTION_WEEKS.map((weeks) => one(daysSinceJoining >= weeks * 7)),
    retained: RETENTION_WEEKS.map((weeks) => one(daysSinceJoining >= weeks * 7 && daysKept >= weeks * 7)),
  };
}

const addLists = (a: number[], b: number[], sign: number) => a.map((value, i) => value + sign * (b[i] ?? 0));

/** a + b, or a − b with `sign` −1 (the rest of a group: everyone minus one organisation). */
export function addCounts(a: OutcomeCounts, b: OutcomeCounts, sign = 1): OutcomeCounts {
  return {
    participants: a.participants + sign * b.participants,
    newThisWeek: a.newThisWeek + sign * b.newThisWeek,
    activeLast7Days: a.activeLast7Days + sign * b.activeLast7Days,
    activeLast28Days: a.activeLast28Days + sign * b.activeLast28Days,
    poundsLostTenths: a.poundsLostTenths + sign * b.poundsLostTenths,
    lostAtLeast: addLists(a.lostAtLeast, b.lostAtLeast, sign),
    retentionEligible: addLists(a.retentionEligible, b.retentionEligible, sign),
    retained: addLists(a.retained, b.retained, sign),
  };
}

export function sumCounts(groups: readonly OutcomeCounts[]): OutcomeCounts {
  return groups.reduce((sum, group) => addCounts(sum, group), emptyCounts());
}

/** One published figure: a value, or null and `suppressed: true` when it is about too few people. */
export type Figure = { value: number | null; suppressed: boolean };

export type OutcomeFigures = {
  participants: Figure;
  newThisWeek: Figure;
  activeLast7Days: Figure;
  activeLast28Days: Figure;
  poundsLost: Figure;
  lostAtLeast: { percent: (typeof LOSS_THRESHOLDS)[number]; share: Figure }[];
  retention: { weeks: (typeof RETENTION_WEEKS)[number]; share: Figure }[];
};

/**
 * Whether a figure about `group` people may be shown. It may not when the group is smaller than
 * `minGroup`, nor when the rest of a larger published group (everyone minus this organisation,
 * `rest`) is: subtracting the two would show that rest (secondary suppression).
 */
export function isSmall(group: number, minGroup: number, rest?: number): boolean {
  return group < minGroup || (rest !== undefined && rest > 0 && rest < minGroup);
}

const shown = (value: number): Figure => ({ value, suppressed: false });
const hidden: Figure = { value: null, suppressed: true };
const share = (count: number, of: number) => round1((count / of) * 100);

/**
 * A figure about `group` people, with `rest` the part of an enclosing published group that
 * subtracting would show (isSmall): its value, or hidden. No value (nothing to show) is hidden too.
 * The one suppression rule of every published figure: the coalition's and an organisation's own
 * progress.
 */
export function figureAbout(value: number | null, group: number, minGroup: number, rest?: number): Figure {
  return value === null || isSmall(group, minGroup, rest) ? hidden : shown(value);
}

/** The figures of a group's counts; `rest` is the counts of the rest of the enclosing group, if it is published too. */
export function figuresOf(counts: OutcomeCounts, minGroup: number, rest?: OutcomeCounts): OutcomeFigures {
  const group = (n: number, restN: number | undefined, value: number) => figureAbout(value, n, minGroup, restN);
  const everyone = (value: number) => group(counts.participants, rest?.participants, value);
  // Active in the last 7 days is inside active in the last 28: the difference must not be small either.
  const active7 = group(counts.activeLast7Days, rest?.activeLast7Days, counts.activeLast7Days);
  const within28 = counts.activeLast28Days - counts.activeLast7Days;
  return {
    participants: everyone(counts.participants),
    newThisWeek: group(counts.newThisWeek, rest?.newThisWeek, counts.newThisWeek),
    activeLast7Days: isSmall(counts.activeLast7Days, minGroup, within28) ? hidden : active7,
    activeLast28Days: group(counts.activeLast28Days, rest?.activeLast28Days, counts.activeLast28Days),
    poundsLost: everyone(counts.poundsLostTenths / 10),
    lostAtLeast: LOSS_THRESHOLDS.map((percent, i) => ({
      percent,
      share: counts.participants === 0 ? hidden : everyone(share(counts.lostAtLeast[i]!, counts.participants)),
    })),
    retention: RETENTION_WEEKS.map((weeks, i) => {
      const eligible = counts.retentionEligible[i]!;
      return { weeks, share: eligible === 0 ? hidden : group(eligible, rest?.retentionEligible[i], share(counts.retained[i]!, eligible)) };
    }),
  };
}

/**
 * Which cells of a partition (join-week cohorts adding up to a published total) to hide: each
 * one about fewer than `minGroup` people (or already hidden), and then, while the hidden cells
 * together hold 1 to minGroup − 1 people (the total minus the shown cells would reveal them), the
 * smallest shown cell too.
 */
export function suppressPartition(sizes: readonly number[], minGroup: number, alreadyHidden: readonly boolean[] = []): boolean[] {
  const hide = sizes.map((size, i) => size < minGroup || alreadyHidden[i] === true);
  const hiddenTotal = () => sizes.reduce((sum, size, i) => sum + (hide[i] ? size : 0), 0);
  while (hiddenTotal() > 0 && hiddenTotal() < minGroup) {
    let smallest = -1;
    sizes.forEach((size, i) => {
      if (!hide[i] && (smallest === -1 || size < sizes[smallest]!)) smallest = i;
    });
    if (smallest === -1) break;
    hide[smallest] = true;
  }
  return hide;
}

/** One join-week cohort as published: its size and its retention at 4, 12 and 26 weeks. */
export type CohortFigures = { weekStarting: string; participants: Figure; retention: OutcomeFigures['retention'] };

/**
 * The cohorts of a group (oldest first), with `restByWeek` the rest of the enclosing group's
 * cohorts when that is published too. Each column is a partition of the group's own figure, so
 * each is protected against subtraction from the total.
 */
export function cohortFigures(
  cohorts: readonly { weekStarting: string; counts: OutcomeCounts }[],
  minGroup: number,
  restByWeek?: ReadonlyMap<string, OutcomeCounts>,
): CohortFigures[] {
  const restOf = (week: string) => restByWeek?.get(week);
  const primary = (size: (c: OutcomeCounts) => number) =>
    cohorts.map(({ weekStarting: week, counts }) => {
      const rest = restOf(week);
      return isSmall(size(counts), minGroup, rest ? size(rest) : restByWeek ? 0 : undefined);
    });
  const hideSize = suppressPartition(
    cohorts.map((c) => c.counts.participants),
    minGroup,
    primary((c) => c.participants),
  );
  const hideRetention = RETENTION_WEEKS.map((_, i) =>
    suppressPartition(
      cohorts.map((c) => c.counts.retentionEligible[i]!),
      minGroup,
      primary((c) => c.retentionEligible[i]!),
    ),
  );
  return cohorts.map(({ weekStarting: week, counts }, row) => ({
    weekStarting: week,
    participants: hideSize[row] ? hidden : shown(counts.participants),
    retention: RETENTION_WEEKS.map((weeks, i) => ({
      weeks,
      share: hideRetention[i]![row] || counts.retentionEligible[i] === 0 ? hidden : shown(share(counts.retained[i]!, counts.retentionEligible[i]!)),
    })),
  }));
}

/** A group's published figures: its summary and its join-week cohorts (oldest first). */
export type GroupOutcomes = { summary: OutcomeFigures; cohorts: CohortFigures[] };

/**
 * A group's figures from its cohorts' counts; `restByWeek` is the rest of the enclosing group's
 * cohorts (everyone minus this organisation) when that is published too. "New this week" is the
 * newest cohort's own figure, so it is hidden whenever that cohort is.
 */
export function groupOutcomes(
  cohorts: readonly { weekStarting: string; counts: OutcomeCounts }[],
  today: string,
  minGroup: number,
  restByWeek?: ReadonlyMap<string, OutcomeCounts>,
): GroupOutcomes {
  const total = sumCounts(cohorts.map((c) => c.counts));
  const rest = restByWeek ? sumCounts([...restByWeek.values()]) : undefined;
  const published = cohortFigures(cohorts, minGroup, restByWeek);
  const thisWeek = published.find((c) => c.weekStarting === weekStarting(today));
  const summary = figuresOf(total, minGroup, rest);
  return { summary: { ...summary, newThisWeek: thisWeek?.participants ?? hidden }, cohorts: published };
}

/**
 * Complementary suppression across the organisations' rows. Everyone's figure is
 * published above the rows, so everyone minus the shown rows is the hidden rows and the people in
 * no organisation together: when that remainder is 1 to minGroup − 1 people, a hidden cell could
 * be worked out. Per column (each with its own group: participants, the counts, each retention
 * week's eligible), the remainder is a cell hidden already, and the smallest shown rows are hidden
 * until it is none or large enough (`suppressPartition`). People in several organisations make
 * the rows add up to more than everyone; the remainder is then taken as none, which hides more.
 */
export function suppressAcrossOrganizations<T extends { counts: OutcomeCounts; summary: OutcomeFigures }>(
  rows: readonly T[],
  everyone: OutcomeCounts,
  minGroup: number,
): T[] {
  const column = (size: (c: OutcomeCounts) => number, shownNow: (s: OutcomeFigures) => boolean): boolean[] => {
    const sizes = rows.map((row) => size(row.counts));
    const remainder = Math.max(0, size(everyone) - sizes.reduce((sum, s) => sum + s, 0));
    return suppressPartition([...sizes, remainder], minGroup, [...rows.map((row) => !shownNow(row.summary)), true]).slice(0, rows.length);
  };
  // The counted columns, each hidden by its own group's size.
  const countColumn = (key: 'participants' | 'newThisWeek' | 'activeLast7Days' | 'activeLast28Days') =>
    column(
      (c) => c[key],
      (s) => !s[key].suppressed,
    );
  const hideParticipants = countColumn('participants');
  const hideNew = countColumn('newThisWeek');
  const hide7 = countColumn('activeLast7Days');
  const hide28 = countColumn('activeLast28Days');
  const hideRetention = RETENTION_WEEKS.map((_, i) =>
    column(
      (c) => c.retentionEligible[i]!,
      (s) => !s.retention[i]!.share.suppressed,
    ),
  );
  return rows.map((row, r) => {
    const s = row.summary;
    const about = (hide: boolean, figure: Figure) => (hide ? hidden : figure);
    return {
      ...row,
      summary: {
        participants: about(hideParticipants[r]!, s.participants),
        newThisWeek: about(hideNew[r]!, s.newThisWeek),
        activeLast7Days: about(hide7[r]!, s.activeLast7Days),
        activeLast28Days: about(hide28[r]!, s.activeLast28Days),
        poundsLost: about(hideParticipants[r]!, s.poundsLost),
        lostAtLeast: s.lostAtLeast.map((l) => ({ ...l, share: about(hideParticipants[r]!, l.share) })),
        retention: s.retention.map((l, i) => ({ ...l, share: about(hideRetention[i]![r]!, l.share) })),
      },
    };
  });
}
