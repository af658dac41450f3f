import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { contributionOf, type DatedWeight } from '@/lib/progress/contribution';
import type { Tx } from '@/server/db/client';
import { communityProgressChanged } from '@/server/community/get-community-progress';
import { organizationProgressChanged } from '@/server/weights/get-organization-progress';
import { COMMUNITY_PROGRESS_SLOTS, communityProgress, participantProgress, users, weightLogs } from '@/server/db/schema';

/**
 * Serialises log changes of one user, so that recomputing their first and latest weight
 * cannot interleave with another of their own writes. Call it first in the transaction.
 */
export async function lockParticipant(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The community-total slot a person's changes go to (decision 0041): stable, spread by their random id. */
export function communitySlotOf(userId: string): number {
  return Number.parseInt(userId.replace(/-/g, '').slice(-8), 16) % COMMUNITY_PROGRESS_SLOTS;
}

/**
 * Recomputes a participant's contribution (decision 0036: their loss since their first personal
 * weigh-in, step by step, never below zero, implausible jumps left out until confirmed;
 * src/lib/progress/contribution.ts) and applies the difference to the community total, in the
 * caller's transaction. One index-only read of the person's history (a year is 365 rows), then
 * at most two writes; the total's write goes to the person's own slot, so weigh-ins of different
 * people do not queue on one row (decision 0041). Returns the history it read, oldest first, so the
 * milestones that follow in the same transaction need not read it again.
 */
export async function refreshParticipantProgress(tx: Tx, userId: string, personalAccountId: string): Promise<DatedWeight[]> {
  const logs = await tx
    .select({ logDate: weightLogs.logDate, weight: weightLogs.weight })
    .from(weightLogs)
    .where(and(eq(weightLogs.userId, userId), eq(weightLogs.accountId, personalAccountId)))
    .orderBy(asc(weightLogs.logDate));
  const [stored] = await tx.select({ poundsLost: participantProgress.poundsLost }).from(participantProgress).where(eq(participantProgress.userId, userId));
  const first = logs[0]?.weight ?? null;
  const latest = logs.at(-1)?.weight ?? null;
  const before = stored?.poundsLost ?? null;

  let lostNow = 0;
  if (first !== null && latest !== null) {
    lostNow = contributionOf(logs);
    // The days too: the coalition's figures (joining week, activity, retention) read them (decision 0039).
    const days = { firstLogDate: logs[0]!.logDate, lastLogDate: logs.at(-1)!.logDate };
    await tx
      .insert(participantProgress)
      .values({ userId, firstWeight: first, latestWeight: latest, poundsLost: lostNow, ...days })
      .onConflictDoUpdate({
        target: participantProgress.userId,
        set: { firstWeight: first, latestWeight: latest, poundsLost: lostNow, ...days, updatedAt: sql`now()` },
      });
  } else if (before !== null) {
    await tx.delete(participantProgress).where(eq(participantProgress.userId, userId));
  }

  // Any change of the logs moves an organisation's figures (last day, trend), even when the contribution stays.
  organizationProgressChanged(userId);
  const lostDelta = Math.round((lostNow - (before ?? 0)) * 10) / 10;
  const participantDelta = (first !== null ? 1 : 0) - (before !== null ? 1 : 0);
  if (lostDelta === 0 && participantDelta === 0) return logs;
  await tx
    .insert(communityProgress)
    .values({ id: communitySlotOf(userId), totalPoundsLost: lostDelta, participants: participantDelta })
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
  return logs;
}
