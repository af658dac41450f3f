import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { SetGoalInput, SetGoalResult } from '@/lib/schemas/goals';
import { isSafeGoalWeight, lowestSafeGoalWeight, SAFE_GOAL_BMI } from '@/lib/units/weight-units';
import type { Actor } from '@/server/auth/actor';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import type { Db } from '@/server/db/client';
import { accounts, goals, userAccounts, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { findGoal } from './find-goal';

/**
 * Sets an account's goal. One goal per account: a second one replaces the first (the Edit goal
 * button is the same call), and the result says so. A personal account takes a goal weight, an
 * organisation a target weight loss; the other kind is a validation error. The call's guard lets
 * in the account's owner or its admins (without accountId: the caller's personal account).
 * A goal weight below a BMI of 18.5 for the owner's height is refused, naming the
 * lowest safe goal as the owner's form takes it; without a height the screen asks instead.
 */
export async function setGoal({ db, actor, input }: { db: Db; actor: Actor; input: SetGoalInput }): Promise<SetGoalResult> {
  const accountId = input.accountId ?? (await findPersonalAccountId(db, actor.id));
  if (!accountId) throw new AppError('not_found', 'No account ID provided');
  const [account] = await db.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account) throw new AppError('not_found', 'There is no such account');
  const personal = account.type === 'personal';
  if (personal ? input.goalWeight === undefined : input.targetWeightLoss === undefined) {
    const field = personal ? 'goalWeight' : 'targetWeightLoss';
    throw new AppError('validation', 'This account takes the other kind of goal', { errors: { [field]: { key: 'goalKindMismatch', values: {} } } });
  }
  if (personal) await refuseUnsafeGoal(db, accountId, input.goalWeight!);
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

async function refuseUnsafeGoal(db: Db, accountId: string, goalWeight: number): Promise<void> {
  // A personal account has one member, its owner.
  const [owner] = await db
    .select({ heightCm: users.heightCm, displayUnit: users.displayUnit })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(eq(userAccounts.accountId, accountId))
    .limit(1);
  const heightCm = owner?.heightCm ?? null;
  if (heightCm === null || isSafeGoalWeight(goalWeight, heightCm)) return;
  const minimum = lowestSafeGoalWeight(heightCm, owner!.displayUnit);
  throw new AppError('validation', `A goal below a BMI of ${SAFE_GOAL_BMI} is not safe: the lowest safe goal for this height is ${minimum} lbs`, {
    errors: { goalWeight: { key: 'goalBelowSafeBmi', values: { minimum, bmi: SAFE_GOAL_BMI } } },
  });
}
