import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { milestones, users, weightLogs } from '@/server/db/schema';
import { milestonesToRecord } from './record-milestones';

/**
 * Recomputes a person's milestones from their whole personal history: the ones it has earned and
 * were not recorded are recorded, and a recorded one takes the day the history now says earned it.
 * A weigh-in records what it earns as it happens; days added before the first (an imported
 * history from July) move the first weigh-in, the streaks and the losses back to where they were
 * reached. A milestone once earned stays earned, even if the history no longer earns it. Run in the
 * transaction that changed the history, after `lockParticipant`; none of these are celebrated.
 */
export async function recomputeMilestones(db: Executor, userId: string, personalAccountId: string): Promise<void> {
  const [person] = await db
    .select({ unit: users.displayUnit, goalWeight: sql<number | null>`(SELECT goal_weight::float8 FROM goals WHERE account_id = ${personalAccountId}::uuid)` })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) return;
  const logs = await db
    .select({ logDate: weightLogs.logDate, weight: sql<number>`${weightLogs.weight}::float8` })
    .from(weightLogs)
    .where(and(eq(weightLogs.userId, userId), eq(weightLogs.accountId, personalAccountId)))
    .orderBy(asc(weightLogs.logDate));
  const recorded = await db.select({ amount: milestones.amount, unit: milestones.unit }).from(milestones).where(eq(milestones.userId, userId));
  const earned = milestonesToRecord({
    logs,
    unit: person.unit,
    goalWeight: person.goalWeight,
    recorded: recorded.flatMap((m) => (m.amount !== null && m.unit !== null ? [{ amount: m.amount, unit: m.unit }] : [])),
  });
  if (earned.length === 0) return;
  await db
    .insert(milestones)
    .values(earned.map((m) => ({ userId, key: m.key, kind: m.kind, amount: m.amount, unit: m.unit, earnedOn: m.earnedOn })))
    .onConflictDoUpdate({
      target: [milestones.userId, milestones.key],
      set: { earnedOn: sql`excluded.earned_on` },
      // A goal is keyed by its weight and dated by the latest day at or past it: its day stays the one it was first reached.
      setWhere: sql`${milestones.earnedOn} <> excluded.earned_on AND ${milestones.kind} <> 'goalReached'`,
    });
}
