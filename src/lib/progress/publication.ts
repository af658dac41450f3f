import { addDays } from '@/lib/dates';
import type { WeekGroup } from './organization-figures';

/**
 * When an organisation's figures may change. An admin controls who is a member
 * and can read the figures before and after any change, so a recount published at once would
 * show one person's loss as the difference. The figures are therefore a publication: counted,
 * stored, and replaced only when the members whose weigh-ins the admins cannot already see have
 * changed in at least `minGroup` ways since the publication before. Any two publications then
 * differ by the changes of at least that many people whose figures are private.
 *
 * Pure: the server counts and stores (src/server/weights/organization-publication.ts).
 */

/** Each participant's weigh-in history, as a short digest: equal digests, equal figures. */
export type Fingerprints = Readonly<Record<string, string>>;

/**
 * How many private participants changed from `before` to `after`: joined or left with weigh-ins,
 * or whose weigh-ins up to the day counted differ. `known` are the people whose weights the
 * reading admins see anyway (the admins themselves, the members sharing their weights): their
 * changes hide nothing and do not count.
 */
export function privateChanges(before: Fingerprints, after: Fingerprints, known: ReadonlySet<string>): number {
  let changes = 0;
  for (const [id, digest] of Object.entries(after)) if (!known.has(id) && before[id] !== digest) changes += 1;
  for (const id of Object.keys(before)) if (!known.has(id) && !(id in after)) changes += 1;
  return changes;
}

/** Whether a new count replaces the publication: always for the first, else after `minGroup` private changes. */
export function replacesPublication(before: Fingerprints | null, after: Fingerprints, known: ReadonlySet<string>, minGroup: number): boolean {
  return before === null || privateChanges(before, after, known) >= minGroup;
}

/** One point of the trend: the total as published on a day, and who it was about. */
export type TrendPoint = Omit<WeekGroup, 'weekEnding'>;
/** Day (YYYY-MM-DD) → the last publication's point of that day. */
export type Trend = Readonly<Record<string, TrendPoint>>;

/** How many days of trend a publication keeps: the 12 weeks shown and a week's margin. */
export const TREND_DAYS = 13 * 7;

/**
 * The trend after publishing on `day`. The first publication starts it from its own weekly
 * totals; later ones add only their own total, so a total once published never changes (a
 * recount of past weeks would show the history of whoever joined since).
 */
export function nextTrend(trend: Trend | null, day: string, weeks: readonly WeekGroup[]): Trend {
  const oldest = addDays(day, -TREND_DAYS);
  const points: Record<string, TrendPoint> = {};
  const kept = trend ?? Object.fromEntries(weeks.map(({ weekEnding, ...point }) => [weekEnding, point]));
  for (const [when, point] of Object.entries(kept)) if (when >= oldest && when <= day) points[when] = point;
  const latest = weeks.at(-1);
  if (latest) points[day] = { poundsLost: latest.poundsLost, participants: latest.participants, privateParticipants: latest.privateParticipants };
  return points;
}

/** The trend at each week's end: the last point published on or before it (none before the first). */
export function trendAt(trend: Trend, weekEnds: readonly string[]): WeekGroup[] {
  const days = Object.keys(trend).sort();
  return weekEnds.map((weekEnding) => {
    const day = days.findLast((d) => d <= weekEnding);
    return day === undefined ? { weekEnding, poundsLost: null, participants: 0, privateParticipants: 0 } : { weekEnding, ...trend[day]! };
  });
}
