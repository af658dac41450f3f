import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { UpdateWeightLogInput, WeightLogEntry } from '@/lib/schemas/weights';
import type { Actor } from '@/server/auth/actor';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import type { Db } from '@/server/db/client';
import { weightLogs } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { lockOwnLog } from './change-own-log';
import { inParticipantTransaction, refreshParticipantProgress } from './participant-progress';
import { toWeightLogEntry, weightLogColumns } from './weight-log-dto';
import { refuseUnanswered } from './weigh-in-refusal';

/**
 * Changes the weight and/or day of one of the actor's own logs. Moving it onto a day that
 * already has a log of the same account is a conflict (409): the person must choose which
 * one to keep. With `ask`, the weigh-in's questions decide instead (409 DayTaken or
 * UnusualWeight until answered), and an answered move replaces the day's other log. The
 * community total follows in the same transaction.
 */
export async function updateWeightLog({ db, actor, id, input }: { db: Db; actor: Actor; id: string; input: UpdateWeightLogInput }): Promise<WeightLogEntry> {
  const personalAccountId = await findPersonalAccountId(db, actor.id);
  return inParticipantTransaction(db, async (tx) => {
    const log = await lockOwnLog(tx, actor, id);
    // Safe under the participant lock: every change of this person's logs holds it.
    const others = await tx
      .select({ id: weightLogs.id, logDate: weightLogs.logDate, weight: sql<number>`${weightLogs.weight}::float8` })
      .from(weightLogs)
      .where(and(eq(weightLogs.userId, actor.id), eq(weightLogs.accountId, log.accountId), ne(weightLogs.id, id)));
    const logDate = input.logDate ?? log.logDate;
    if (input.ask) refuseUnanswered(others, { logDate, weight: input.weight ?? log.weight }, input.answered);
    const taken = logDate !== log.logDate ? others.find((other) => other.logDate === logDate) : undefined;
    if (taken && !input.ask) throw new AppError('conflict', 'There is already a weight log for that day');
    // Asked and answered (or the same weight): the day's other entry gives way to this one.
    if (taken) await tx.delete(weightLogs).where(eq(weightLogs.id, taken.id));
    const [row] = await tx
      .update(weightLogs)
      .set({
        ...(input.weight !== undefined ? { weight: input.weight } : {}),
        ...(input.logDate !== undefined ? { logDate: input.logDate } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(weightLogs.id, id))
      .returning(weightLogColumns);
    if (log.accountId === personalAccountId) {
      // An edit can earn a milestone too; it is celebrated on the dashboard's list, not here.
      await refreshParticipantProgress(tx, actor.id, log.accountId, { recordMilestones: true });
    }
    return toWeightLogEntry(row!);
  });
}
