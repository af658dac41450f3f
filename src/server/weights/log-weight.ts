import 'server-only';
import { sql } from 'drizzle-orm';
import type { LogWeightInput, LogWeightResult } from '@/lib/schemas/weights';
import type { Actor } from '@/server/auth/actor';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import type { Db } from '@/server/db/client';
import { weightLogs } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { lockParticipant, refreshParticipantProgress } from './participant-progress';
import { recordMilestones } from '@/server/milestones/record-milestones';
import { toWeightLogEntry, weightLogColumns } from './weight-log-dto';

/**
 * Records the actor's weight for a day on an account. One log per user, account and day: a
 * second log for the same day replaces the first, and the result says so. The call's guard lets
 * in the account's owner or its admins (without accountId: the caller's personal account).
 */
export async function logWeight({ db, actor, input }: { db: Db; actor: Actor; input: LogWeightInput }): Promise<LogWeightResult> {
  const personalAccountId = await findPersonalAccountId(db, actor.id);
  const accountId = input.accountId ?? personalAccountId;
  if (!accountId) throw new AppError('not_found', 'No account ID provided');
  return db.transaction(async (tx) => {
    await lockParticipant(tx, actor.id);
    const [row] = await tx
      .insert(weightLogs)
      .values({ userId: actor.id, accountId, weight: input.weight, logDate: input.logDate })
      .onConflictDoUpdate({
        target: [weightLogs.userId, weightLogs.accountId, weightLogs.logDate],
        set: { weight: input.weight, updatedAt: sql`now()` },
      })
      .returning({ ...weightLogColumns, inserted: sql<boolean>`(xmax = 0)` });
    let earned: LogWeightResult['milestones'] = [];
    if (accountId === personalAccountId) {
      const history = await refreshParticipantProgress(tx, actor.id, accountId);
      // The answer names what this weigh-in earned, so the dashboard celebrates it once (decision 0040).
      earned = await recordMilestones(tx, actor.id, accountId, history);
    }
    const { inserted, ...entry } = row!;
    return { entry: toWeightLogEntry(entry), replaced: !inserted, milestones: earned };
  });
}
