import 'server-only';
import { sql } from 'drizzle-orm';
import { COMMUNITY_GOAL_LBS } from '@/lib/schemas/bounds';
import type { CommunityProgress } from '@/lib/schemas/community';
import type { Db, Tx } from '@/server/db/client';
import { communityProgress } from '@/server/db/schema';
import { ttlCache } from '@/server/cache/ttl-cache';

/**
 * Everyone's dashboard asks for the same row: each process answers from memory for up to a
 * second, and forgets it as soon as one of its own writes moves the total (again once that write
 * has committed). Another instance's write shows here within that second.
 */
export const COMMUNITY_PROGRESS_MAX_AGE_MS = 1_000;
const cached = ttlCache<'total', CommunityProgress>({ ttlMs: COMMUNITY_PROGRESS_MAX_AGE_MS, maxEntries: 1, shareAs: 'communityProgress' });

// Counts this process's changes of the total, across the two bundles that load this module: a
// read that overlapped a change may hold the total from before it, so it is answered, not kept.
const changes = ((globalThis as { __communityProgressChanges?: { count: number } }).__communityProgressChanges ??= { count: 0 });

export function communityProgressChanged(): void {
  changes.count++;
  cached.clear();
}

/**
 * The community total: the sum of its slots, at most 64 rows by primary key,
 * never a scan of the logs. Also used inside transactions (the weekly summary mail).
 */
export async function sumCommunityProgress(db: Db | Tx): Promise<{ totalPoundsLost: number; participants: number; updatedAt: Date | null }> {
  const [row] = await db
    .select({
      total: sql<string | null>`sum(${communityProgress.totalPoundsLost})`,
      participants: sql<string | null>`sum(${communityProgress.participants})`,
      updatedAt: sql<Date | null>`max(${communityProgress.updatedAt})`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
    })
    .from(communityProgress);
  return { totalPoundsLost: Math.max(0, Number(row?.total ?? 0)), participants: Number(row?.participants ?? 0), updatedAt: row?.updatedAt ?? null };
}

export async function getCommunityProgress({ db }: { db: Db }): Promise<CommunityProgress> {
  const hit = cached.get('total');
  if (hit) return hit;
  const changesBefore = changes.count;
  const { totalPoundsLost, participants, updatedAt } = await sumCommunityProgress(db);
  const progress = {
    totalPoundsLost,
    goalPounds: COMMUNITY_GOAL_LBS,
    percent: Math.min(100, Math.round((totalPoundsLost / COMMUNITY_GOAL_LBS) * 1_000_000) / 10_000),
    participants,
    updatedAt: updatedAt ? updatedAt.toISOString() : null,
  };
  if (changes.count === changesBefore) cached.set('total', progress);
  return progress;
}
