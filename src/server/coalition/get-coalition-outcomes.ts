import 'server-only';
import { sql } from 'drizzle-orm';
import {
  addCounts,
  groupOutcomes,
  sumCounts,
  suppressAcrossOrganizations,
  type CohortFigures,
  type GroupOutcomes,
  type OutcomeCounts,
  type OutcomeFigures,
} from '@/lib/progress/coalition-outcomes';
import { todayIn } from '@/lib/progress/series';
import { COALITION_RANGE_DEFAULT_DAYS, COALITION_RANGE_MAX_DAYS, type CoalitionOutcomes } from '@/lib/schemas/coalition';
import { addDays } from '@/lib/dates';
import { ttlCache } from '@/server/cache/ttl-cache';
import { communityOverTime } from '@/server/community/community-over-time';
import { getCommunityProgress } from '@/server/community/get-community-progress';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { AppError } from '@/server/errors';
import { organizationPublication } from '@/server/weights/get-organization-progress';
import { readCountsBase, type CountsBase, type WeekCounts } from './outcome-counts';

// Each process keeps the counts for COALITION_FIGURES_MAX_AGE_SECONDS (60): the figures are at most
// that old. A programme report does not need the last minute; 100,000
// participants must not be counted on every page view. The entry's own expiry is set per write.
const cached = ttlCache<'base', { base: CountsBase; countedAt: string }>({ ttlMs: Infinity, maxEntries: 1 });

async function countsBase(db: Db, now: Date, timeZone: string, maxAgeMs: number, minGroupSize: number): Promise<{ base: CountsBase; countedAt: string }> {
  const today = todayIn(timeZone, now);
  const hit = cached.get('base', now.getTime());
  if (hit && hit.base.today === today) return hit;
  // Each organisation's row counts its published participants: publish once for those never read.
  const unpublished = rowsOf<{ id: string }>(
    await db.execute(
      sql`SELECT a.id FROM accounts a WHERE a.type = 'organization' AND NOT EXISTS (SELECT 1 FROM organization_progress_publications p WHERE p.account_id = a.id)`,
    ),
  );
  for (const { id } of unpublished) await organizationPublication({ db, accountId: id, minGroupSize, now, timeZone });
  const fresh = { base: await readCountsBase(db, today), countedAt: now.toISOString() };
  if (maxAgeMs > 0) cached.set('base', fresh, { now: now.getTime(), expiresAt: now.getTime() + maxAgeMs });
  return fresh;
}

/** Everyone's cohorts minus one organisation's, week by week: what subtracting the two would show. */
function restByWeek(everyone: readonly WeekCounts[], group: readonly WeekCounts[]): Map<string, OutcomeCounts> {
  const mine = new Map(group.map((c) => [c.weekStarting, c.counts]));
  return new Map(everyone.map((c) => [c.weekStarting, mine.has(c.weekStarting) ? addCounts(c.counts, mine.get(c.weekStarting)!, -1) : c.counts]));
}

/**
 * The coalition's figures, for everyone or narrowed to one organisation: small groups suppressed
 * (src/lib/progress/coalition-outcomes.ts). An organisation's figures are published beside
 * everyone's, so each is also hidden when the rest of the coalition in it is small, and beside the
 * other organisations', so the hidden ones together are never a small remainder either. The call's
 * guard lets in only the coalition's Admin. Every date is a day of `timeZone`'s calendar (the
 * coalition's, COALITION_TIME_ZONE), which the answer states.
 */
export async function getCoalitionOutcomes({
  db,
  organizationId,
  minGroupSize,
  maxAgeMs,
  timeZone,
  range = {},
  now = new Date(),
}: {
  db: Db;
  organizationId?: string;
  /** The community's weeks to show: the last twelve weeks to today unless told. */
  range?: { from?: string; to?: string };
  minGroupSize: number;
  maxAgeMs: number;
  timeZone: string;
  now?: Date;
}): Promise<CoalitionOutcomes> {
  const { base, countedAt } = await countsBase(db, now, timeZone, maxAgeMs, minGroupSize);
  const everyoneCounts = sumCounts(base.everyone.map((c) => c.counts));
  // Every resident's dashboard shows the community's total and participants: already public, never suppressed here.
  const community = await getCommunityProgress({ db });
  const communityTotal = { value: community.totalPoundsLost, suppressed: false };
  const communityParticipants = { value: community.participants, suppressed: false };
  const to = range.to && range.to < base.today ? range.to : base.today;
  // A range asked with one end only is kept within two years, and never ends before it starts.
  const earliest = addDays(to, -COALITION_RANGE_MAX_DAYS);
  const asked = range.from ?? addDays(to, -COALITION_RANGE_DEFAULT_DAYS);
  const from = asked < earliest ? earliest : asked > to ? to : asked;
  const communityWeeks = await communityOverTime({ db, from, to, today: base.today, minGroupSize, maxAgeMs, now });
  const common = { asOf: base.today, timeZone, countedAt, minGroupSize, communityTotal, communityParticipants, range: { from, to }, communityWeeks };
  return { ...common, ...figuresFor(base, everyoneCounts, organizationId, minGroupSize) };
}

type Figures = Pick<CoalitionOutcomes, 'scope' | 'summary' | 'cohorts' | 'organizations'>;
/** The figures worked out from one count, by scope and group size: every call of the minute the count is kept reuses them. */
const figuresOfBase = new WeakMap<CountsBase, Map<string, Figures>>();

function figuresFor(base: CountsBase, everyoneCounts: OutcomeCounts, organizationId: string | undefined, minGroupSize: number): Figures {
  const key = `${organizationId ?? '*'}|${minGroupSize}`;
  const known = figuresOfBase.get(base) ?? new Map<string, Figures>();
  figuresOfBase.set(base, known);
  const hit = known.get(key);
  if (hit) return hit;
  const figures = workOutFigures(base, everyoneCounts, organizationId, minGroupSize);
  known.set(key, figures);
  return figures;
}

function workOutFigures(base: CountsBase, everyoneCounts: OutcomeCounts, organizationId: string | undefined, minGroupSize: number): Figures {
  const ofOrganization = (cohorts: readonly WeekCounts[]) => groupOutcomes(cohorts, base.today, minGroupSize, restByWeek(base.everyone, cohorts));
  // Every organisation's row is suppressed beside the others' (complementary suppression), also
  // when narrowed to one: its own page must not show what the list hides.
  const rows = suppressAcrossOrganizations(
    base.organizations.map((o) => {
      const own = ofOrganization(o.cohorts);
      return { accountId: o.accountId, name: o.name, counts: sumCounts(o.cohorts.map((c) => c.counts)), own, summary: own.summary };
    }),
    everyoneCounts,
    minGroupSize,
  );
  if (organizationId) {
    const row = rows.find((o) => o.accountId === organizationId);
    if (!row) throw new AppError('not_found', 'No such organisation');
    return { scope: { accountId: row.accountId, name: row.name }, summary: row.summary, cohorts: cohortsBeside(row.own, row.summary), organizations: [] };
  }
  return {
    scope: null,
    ...groupOutcomes(base.everyone, base.today, minGroupSize),
    organizations: rows.map(({ accountId, name, summary }) => ({ accountId, name, summary })),
  };
}

/**
 * An organisation's cohorts once the list hid more of its summary than its own figures did: the
 * cohorts add up to the summary, so a column whose total the list hid is hidden whole.
 */
function cohortsBeside(own: GroupOutcomes, summary: OutcomeFigures): CohortFigures[] {
  const newlyHidden = (before: { suppressed: boolean }, after: { suppressed: boolean }) => after.suppressed && !before.suppressed;
  const hideSizes = newlyHidden(own.summary.participants, summary.participants) || newlyHidden(own.summary.newThisWeek, summary.newThisWeek);
  const hideRetention = summary.retention.map((r, i) => newlyHidden(own.summary.retention[i]!.share, r.share));
  const hidden = { value: null, suppressed: true };
  return own.cohorts.map((c) => ({
    ...c,
    participants: hideSizes ? hidden : c.participants,
    retention: c.retention.map((r, i) => (hideRetention[i] ? { ...r, share: hidden } : r)),
  }));
}
