import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { nextTrend, replacesPublication, type Fingerprints, type Trend } from '@/lib/progress/publication';
import type { WeekGroup } from '@/lib/progress/organization-figures';
import type { Executor } from '@/server/db/client';
import { organizationProgressPublications, type PublishedCount } from '@/server/db/schema';

/** A count of an organisation's figures as of `asOf`, with what each participant's history was. */
export type OrganizationCount = PublishedCount & {
  asOf: string;
  weeks: WeekGroup[];
  fingerprints: Fingerprints;
  /** Whose weights the admins see anyway: the admins themselves and the members sharing theirs. */
  known: ReadonlySet<string>;
  /** The members sharing their weights with the admins. */
  sharing: ReadonlySet<string>;
};

export type Publication = { revision: number; asOf: string; figures: PublishedCount; fingerprints: Fingerprints; trend: Trend };

/**
 * Each process keeps the publication it last read, by organisation: the row holds a digest per
 * participant (thousands at 5,000 members), so a read asks only for its `revision` and fetches
 * the row again when its revision moved. `compared` is the count last compared with it: a count kept in
 * memory is not compared twice.
 */
type Kept = { publication: Publication; compared: OrganizationCount | null };
const kept: Map<string, Kept> = ((globalThis as unknown as { __organizationPublications?: Map<string, Kept> }).__organizationPublications ??= new Map());
const MAX_KEPT = 64;

function keep(accountId: string, entry: Kept): Kept {
  kept.delete(accountId);
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(accountId, entry);
  return entry;
}

async function readPublication(db: Executor, accountId: string): Promise<Publication | null> {
  const [row] = await db
    .select({
      revision: organizationProgressPublications.revision,
      asOf: organizationProgressPublications.asOf,
      figures: organizationProgressPublications.figures,
      fingerprints: organizationProgressPublications.fingerprints,
      trend: organizationProgressPublications.trend,
    })
    .from(organizationProgressPublications)
    .where(eq(organizationProgressPublications.accountId, accountId))
    .limit(1);
  return row ?? null;
}

/**
 * Stores `count` as the organisation's publication unless another process replaced `before`
 * meanwhile; answers what is published afterwards.
 */
async function publish(db: Executor, accountId: string, before: Publication | null, count: OrganizationCount): Promise<Publication | null> {
  const values = {
    asOf: count.asOf,
    figures: { summary: count.summary, privateParticipants: count.privateParticipants },
    fingerprints: count.fingerprints,
    trend: nextTrend(before?.trend ?? null, count.asOf, count.weeks),
  };
  const written = before
    ? await db
        .update(organizationProgressPublications)
        .set({ ...values, revision: before.revision + 1, publishedAt: sql`now()` })
        .where(and(eq(organizationProgressPublications.accountId, accountId), eq(organizationProgressPublications.revision, before.revision)))
        .returning({ revision: organizationProgressPublications.revision })
    : await db
        .insert(organizationProgressPublications)
        .values({ accountId, ...values })
        .onConflictDoNothing()
        .returning({ revision: organizationProgressPublications.revision });
  return written[0] ? { ...values, revision: written[0].revision } : readPublication(db, accountId);
}

/**
 * The organisation's publication, replaced by `count` first when that is allowed
 * (`replacesPublication`). `revision` is the stored row's, read with the call's other figures
 * (null when the organisation has none yet).
 */
export async function publishedProgress({
  db,
  accountId,
  revision,
  count,
  minGroup,
}: {
  db: Executor;
  accountId: string;
  revision: number | null;
  count: OrganizationCount;
  minGroup: number;
}): Promise<Publication> {
  const hit = kept.get(accountId);
  let entry: Kept | null = hit && revision !== null && hit.publication.revision === revision ? hit : null;
  if (!entry && revision !== null) {
    const stored = await readPublication(db, accountId);
    if (stored) entry = keep(accountId, { publication: stored, compared: null });
  }
  if (entry && entry.compared === count) return entry.publication;
  if (entry && !replacesPublication(entry.publication.fingerprints, count.fingerprints, count.known, minGroup)) {
    entry.compared = count;
    return entry.publication;
  }
  const published = await publish(db, accountId, entry?.publication ?? null, count);
  if (!published) throw new Error(`The progress of organisation ${accountId} was neither published nor readable`);
  return keep(accountId, { publication: published, compared: published.fingerprints === count.fingerprints ? count : null }).publication;
}
