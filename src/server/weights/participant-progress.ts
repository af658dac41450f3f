import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
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
 * Two index lookups, whatever the size of the history.
 */
export async function refreshParticipantProgress(tx: Tx, userId: string, personalAccountId: string): Promise<void> {
  const series = and(eq(weightLogs.userId, userId), eq(weightLogs.accountId, personalAccountId));
  const [first] = await tx.select({ weight: weightLogs.weight }).from(weightLogs).where(series).orderBy(asc(weightLogs.logDate)).limit(1);
  const [latest] = await tx.select({ weight: weightLogs.weight }).from(weightLogs).where(series).orderBy(desc(weightLogs.logDate)).limit(1);
  const [before] = await tx
    .select({ poundsLost: participantProgress.poundsLost })
    .from(participantProgress)
    .where(eq(participantProgress.userId, userId));

  let lostNow = 0;
  if (first && latest) {
    lostNow = Math.max(0, Math.round((Number(first.weight) - Number(latest.weight)) * 10) / 10);
    await tx
      .insert(participantProgress)
      .values({ userId, firstWeight: first.weight, latestWeight: latest.weight, poundsLost: lostNow })
      .onConflictDoUpdate({
        target: participantProgress.userId,
        set: { firstWeight: first.weight, latestWeight: latest.weight, poundsLost: lostNow, updatedAt: sql`now()` },
      });
  } else if (before) {
    await tx.delete(participantProgress).where(eq(participantProgress.userId, userId));
  }

  const lostDelta = Math.round((lostNow - Number(before?.poundsLost ?? 0)) * 10) / 10;
  const participantDelta = (first ? 1 : 0) - (before ? 1 : 0);
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
}
