import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DatedWeight } from '@/lib/progress/contribution';
import { lossInPounds, milestonesEarned } from '@/lib/progress/milestones';
import { toDailySeries } from '@/lib/progress/series';
import type { Milestone } from '@/lib/schemas/milestones';
import type { Tx } from '@/server/db/client';
import { independentReads } from '@/server/db/independent-reads';
import { goals, milestones, users } from '@/server/db/schema';
import { milestoneColumns, toMilestone } from './milestone-dto';

/**
 * Records the milestones the person's personal history (`logs`, as `refreshParticipantProgress`
 * just read it in this transaction) has earned and not yet recorded, in the caller's transaction
 * (after `lockParticipant`, so two weigh-ins of one person take turns), and returns the new ones. The unique key per person and milestone keeps a retry or a race from
 * recording one twice: a row that exists already is left alone and not returned.
 */
export async function recordMilestones(tx: Tx, userId: string, personalAccountId: string, logs: readonly DatedWeight[]): Promise<Milestone[]> {
  // One connection in a transaction: one read after another (src/server/db/independent-reads.ts).
  const [[user], [goal], recorded] = await independentReads(tx, [
    () => tx.select({ displayUnit: users.displayUnit }).from(users).where(eq(users.id, userId)),
    () => tx.select({ goalWeight: goals.goalWeight }).from(goals).where(eq(goals.accountId, personalAccountId)),
    () =>
      tx
      .select({ key: milestones.key, amount: milestones.amount, unit: milestones.unit })
      .from(milestones)
      .where(and(eq(milestones.userId, userId), isNotNull(milestones.unit))),
  ]);
  const unit = user?.displayUnit ?? 'lb';
  const celebratedLossPounds = Math.max(0, ...recorded.filter((m) => m.unit !== unit && m.amount !== null).map((m) => lossInPounds(m.amount!, m.unit!)));
  const earned = milestonesEarned({ days: toDailySeries(logs), goalWeight: goal?.goalWeight ?? null, unit, celebratedLossPounds });
  if (earned.length === 0) return [];
  const rows = await tx
    .insert(milestones)
    .values(earned.map((m) => ({ userId, key: m.key, kind: m.kind, amount: m.amount, unit: m.unit, earnedOn: m.earnedOn })))
    .onConflictDoNothing({ target: [milestones.userId, milestones.key] })
    .returning(milestoneColumns);
  return rows.map(toMilestone);
}
