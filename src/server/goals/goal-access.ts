import 'server-only';
import { eq } from 'drizzle-orm';
import type { Goal } from '@/lib/schemas/goals';
import type { Actor } from '@/server/auth/actor';
import { canManageGoalOf, findActiveMembership, type Membership } from '@/server/accounts/permissions';
import type { Executor } from '@/server/db/client';
import { accounts, goals } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { goalColumns, toGoal } from './goal-dto';

/**
 * The actor's membership of an account whose goal they may manage. Anything else (a plain
 * member, another person's account, an account that does not exist) is the same 403, so the
 * answer does not reveal which accounts exist.
 */
export async function requireGoalAccess(db: Executor, actor: Actor, accountId: string): Promise<Membership> {
  const membership = await findActiveMembership(db, actor.id, accountId);
  if (!membership || !canManageGoalOf(membership)) throw new AppError('forbidden', "You may not manage this account's goal");
  return membership;
}

export async function findGoal(db: Executor, accountId: string): Promise<Goal | null> {
  const [row] = await db.select(goalColumns).from(goals).innerJoin(accounts, eq(accounts.id, goals.accountId)).where(eq(goals.accountId, accountId)).limit(1);
  return row ? toGoal(row) : null;
}
