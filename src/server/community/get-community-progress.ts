import 'server-only';
import { eq } from 'drizzle-orm';
import { COMMUNITY_GOAL_LBS } from '@/lib/schemas/bounds';
import type { CommunityProgress } from '@/lib/schemas/community';
import type { Db } from '@/server/db/client';
import { communityProgress } from '@/server/db/schema';

/** Reads the single maintained row: constant cost, never a scan of the logs. */
export async function getCommunityProgress({ db }: { db: Db }): Promise<CommunityProgress> {
  const [row] = await db
    .select({ total: communityProgress.totalPoundsLost, participants: communityProgress.participants, updatedAt: communityProgress.updatedAt })
    .from(communityProgress)
    .where(eq(communityProgress.id, 1))
    .limit(1);
  const totalPoundsLost = Math.max(0, Number(row?.total ?? 0));
  return {
    totalPoundsLost,
    goalPounds: COMMUNITY_GOAL_LBS,
    percent: Math.min(100, Math.round((totalPoundsLost / COMMUNITY_GOAL_LBS) * 1_000_000) / 10_000),
    participants: row?.participants ?? 0,
    updatedAt: row?.updatedAt ? row.updatedAt.toISOString() : null,
  };
}
