import 'server-only';
import { asc, eq, gt } from 'drizzle-orm';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import type { Db } from '@/server/db/client';
import { participantProgress, upkeepTasks } from '@/server/db/schema';
import { lockParticipant, refreshParticipantProgress } from '@/server/weights/participant-progress';

/** The upkeep task that brings contributions stored under an earlier rule under the current one. */
export const CONTRIBUTION_RULE_TASK = 'recompute-contributions-0036';
const BATCH = 500;

/**
 * Recomputes every participant's stored contribution under the current rule and moves the
 * community total by each difference, one person per transaction under their own lock, exactly
 * as a weigh-in would: a typo stored under the old rule stops counting without the person logging
 * again. Safe to repeat and to run in two processes at once (each recompute is exact); done once,
 * it is recorded and skipped from then on. `signal` stops it between two people (the server is
 * stopping). Returns how many people were recomputed.
 */
export async function recomputeContributions(db: Db, signal?: AbortSignal): Promise<number> {
  const [done] = await db.select({ name: upkeepTasks.name }).from(upkeepTasks).where(eq(upkeepTasks.name, CONTRIBUTION_RULE_TASK)).limit(1);
  if (done) return 0;
  let recomputed = 0;
  let after: string | undefined;
  for (;;) {
    const people = await db
      .select({ userId: participantProgress.userId })
      .from(participantProgress)
      .where(after === undefined ? undefined : gt(participantProgress.userId, after))
      .orderBy(asc(participantProgress.userId))
      .limit(BATCH);
    if (people.length === 0) break;
    for (const { userId } of people) {
      // Stopping: what is done stays done, and the next start carries on (the task is not recorded).
      if (signal?.aborted) return recomputed;
      await db.transaction(async (tx) => {
        await lockParticipant(tx, userId);
        const personal = await findPersonalAccountId(tx, userId);
        if (personal) await refreshParticipantProgress(tx, userId, personal);
      });
      recomputed += 1;
    }
    after = people.at(-1)!.userId;
  }
  await db.insert(upkeepTasks).values({ name: CONTRIBUTION_RULE_TASK }).onConflictDoNothing();
  return recomputed;
}
