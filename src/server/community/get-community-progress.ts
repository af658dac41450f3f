import 'server-only';
import { eq } from 'drizzle-orm';
import { COMMUNITY_GOAL_LBS } from '@/lib/schemas/bounds';
import type { CommunityProgress } from '@/lib/schemas/community';
import type { Db } from '@/server/db/client';
import { communityProgress } from '@/server/db/schema';
import { ttlCache } from '@/server/cache/ttl-cache';

/**
 * Everyone's dashboard asks for the same row: each process answers from memory for up to a
 * second (issue 8), and forgets it as soon as one of its own writes moves the total. Another
 * instance's write shows here within that second.
 */
export const COMMUNITY_PROGRESS_MAX_AGE_MS = 1_000;
const cached = ttlCache<'total', CommunityProgress>({ ttlMs: COMMUNITY_PROGRESS_MAX_AGE_MS, maxEntries: 1, shareAs: 'communityProgress' });

export function communityProgressChanged(): void {
  cached.clear();
}

/** Reads the single maintained row: constant cost, never a scan of the logs. */
export async function getCommunityProgress({ db }: { db: Db }): Promise<CommunityProgress> {
  const hit = cached.get('total');
  if (hit) return hit;
  const [row] = await db
    .select({ total: communityProgress.totalPoundsLost, participants: communityProgress.participants, updatedAt: communityProgress.updatedAt })
    .from(communityProgress)
    .where(eq(communityProgress.id, 1))
    .limit(1);
  const totalPoundsLost = Math.max(0, Number(row?.total ?? 0));
  const progress = {
    totalPoundsLost,
    goalPounds: COMMUNITY_GOAL_LBS,
    percent: Math.min(100, Math.round((totalPoundsLost / COMMUNITY_GOAL_LBS) * 1_000_000) / 10_000),
    participants: row?.participants ?? 0,
    updatedAt: row?.updatedAt ? row.updatedAt.toISOString() : null,
  };
  cached.set('total', progress);
  return progress;
}
