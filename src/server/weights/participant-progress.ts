import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { communityProgressChanged } from '@/server/community/get-community-progress';
import { communityProgress, participantProgress, users, weightLogs } from '@/server/db/schema';

/**
 * Serialises log changes of one user, so that recomputing their first and latest weight
 * cannot interleave with another of their own writes. Call it first in the transaction.
 */
export async function lockParticipant(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * Recomputes a participant's pounds lost (first personal weight minus latest, never below
 * zero) and applies the difference to the community total, in the caller's transaction.
 * One read of two index lookups whatever the size of the history, then at most two writes.
 */
export async function refreshParticipantProgress(tx: Tx, userId: string, personalAccountId: string): Promise<void> {
  const series = sql`${weightLogs.userId} = ${userId} AND ${weightLogs.accountId} = ${personalAccountId}`;
  const [now] = await tx
    .select({
      first: sql<string | null>`(SELECT ${weightLogs.weight} FROM ${weightLogs} WHERE ${series} ORDER BY ${weightLogs.logDate} ASC LIMIT 1)`,
      latest: sql<string | null>`(SELECT ${weightLogs.weight} FROM ${weightLogs} WHERE ${series} ORDER BY ${weightLogs.logDate} DESC LIMIT 1)`,
      before: sql<string | null>`(SELECT ${participantProgress.poundsLost} FROM ${participantProgress} WHERE ${participantProgress.userId} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const first = now?.first == null ? null : Number(now.first);
  const latest = now?.latest == null ? null : Number(now.latest);
  const before = now?.before == null ? null : Number(now.before);

  let lostNow = 0;
  if (first !== null && latest !== null) {
    lostNow = Math.max(0, Math.round((first - latest) * 10) / 10);
    await tx
      .insert(participantProgress)
      .values({ userId, firstWeight: first, latestWeight: latest, poundsLost: lostNow })
      .onConflictDoUpdate({
        target: participantProgress.userId,
        set: { firstWeight: first, latestWeight: latest, poundsLost: lostNow, updatedAt: sql`now()` },
      });
  } else if (before !== null) {
    await tx.delete(participantProgress).where(eq(participantProgress.userId, userId));
  }

  const lostDelta = Math.round((lostNow - (before ?? 0)) * 10) / 10;
  const participantDelta = (first !== null ? 1 : 0) - (before !== null ? 1 : 0);
  if (lostDelta === 0 && participantDelta === 0) return;
  await tx
    .insert(communityProgress)
    .values({ id: 1, totalPoundsLost: lostDelta, participants: participantDelta })
    .onConflictDoUpdate({
      target: communityProgress.id,
      set: {
        totalPoundsLost: sql`${communityProgress.totalPoundsLost} + ${lostDelta}`,
        participants: sql`${communityProgress.participants} + ${participantDelta}`,
        updatedAt: sql`now()`,
      },
    });
  // Before the commit, so a reader racing it may keep the old total for at most the cache's age.
  communityProgressChanged();
}
