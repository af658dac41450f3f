import 'server-only';
import { sql } from 'drizzle-orm';
import type { SetGoalInput, SetGoalResult } from '@/lib/schemas/goals';
import type { Actor } from '@/server/auth/actor';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import type { Db } from '@/server/db/client';
import { goals } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { findGoal, requireGoalAccess } from './goal-access';

/**
 * Sets an account's goal. One goal per account: a second one replaces the first (the Edit goal
 * button is the same call), and the result says so. A personal account takes a goal weight, an
 * organisation a target weight loss; the other kind is a validation error.
 */
export async function setGoal({ db, actor, input }: { db: Db; actor: Actor; input: SetGoalInput }): Promise<SetGoalResult> {
  const accountId = input.accountId ?? (await findPersonalAccountId(db, actor.id));
  if (!accountId) throw new AppError('not_found', 'No account ID provided');
  const membership = await requireGoalAccess(db, actor, accountId);
  const personal = membership.accountType === 'personal';
  if (personal ? input.goalWeight === undefined : input.targetWeightLoss === undefined) {
    const field = personal ? 'goalWeight' : 'targetWeightLoss';
    throw new AppError('validation', 'This account takes the other kind of goal', { errors: { [field]: { key: 'goalKindMismatch', values: {} } } });
  }
  const values = { goalWeight: personal ? input.goalWeight! : null, targetWeightLoss: personal ? null : input.targetWeightLoss! };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(goals)
      .values({ accountId, createdBy: actor.id, ...values })
      .onConflictDoUpdate({ target: goals.accountId, set: { ...values, createdBy: actor.id, createdAt: sql`now()`, updatedAt: sql`now()` } })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const goal = await findGoal(tx, accountId);
    return { goal: goal!, replaced: !row!.inserted };
  });
}
