import 'server-only';
import { latestDateOnEarth } from '@/lib/dates';
import { addCounts, groupOutcomes, isSmall, sumCounts, type OutcomeCounts } from '@/lib/progress/coalition-outcomes';
import type { CoalitionOutcomes } from '@/lib/schemas/coalition';
import { ttlCache } from '@/server/cache/ttl-cache';
import { getCommunityProgress } from '@/server/community/get-community-progress';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { readCountsBase, type CountsBase, type WeekCounts } from './outcome-counts';

// Each process keeps the counts for COALITION_FIGURES_MAX_AGE_SECONDS (60): the figures are at most
// that old (decision 0039). A programme report does not need the last minute; 100,000
// participants must not be counted on every page view. The entry's own expiry is set per write.
const cached = ttlCache<'base', { base: CountsBase; countedAt: string }>({ ttlMs: Infinity, maxEntries: 1 });

async function countsBase(db: Db, now: Date, maxAgeMs: number): Promise<{ base: CountsBase; countedAt: string }> {
  const today = latestDateOnEarth(now);
  const hit = cached.get('base', now.getTime());
  if (hit && hit.base.today === today) return hit;
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
 * The coalition's figures (issue 17 point 3), for everyone or narrowed to one organisation: small
 * groups suppressed (src/lib/progress/coalition-outcomes.ts). An organisation's figures are
 * published beside everyone's, so each is also hidden when the rest of the coalition in it is
 * small. The call's guard lets in only the coalition's Admin.
 */
export async function getCoalitionOutcomes({
  db,
  organizationId,
  minGroupSize,
  maxAgeMs,
  now = new Date(),
}: {
  db: Db;
  organizationId?: string;
  minGroupSize: number;
  maxAgeMs: number;
  now?: Date;
}): Promise<CoalitionOutcomes> {
  const { base, countedAt } = await countsBase(db, now, maxAgeMs);
  const everyoneCounts = sumCounts(base.everyone.map((c) => c.counts));
  const community = await getCommunityProgress({ db });
  const communityTotal = isSmall(everyoneCounts.participants, minGroupSize)
    ? { value: null, suppressed: true }
    : { value: community.totalPoundsLost, suppressed: false };
  const ofOrganization = (cohorts: readonly WeekCounts[]) => groupOutcomes(cohorts, base.today, minGroupSize, restByWeek(base.everyone, cohorts));
  const common = { asOf: base.today, countedAt, minGroupSize, communityTotal };

  if (organizationId) {
    const organization = base.organizations.find((o) => o.accountId === organizationId);
    if (!organization) throw new AppError('not_found', 'No such organisation');
    return { ...common, scope: { accountId: organization.accountId, name: organization.name }, ...ofOrganization(organization.cohorts), organizations: [] };
  }
  return {
    ...common,
    scope: null,
    ...groupOutcomes(base.everyone, base.today, minGroupSize),
    organizations: base.organizations.map((o) => ({ accountId: o.accountId, name: o.name, summary: ofOrganization(o.cohorts).summary })),
  };
}
