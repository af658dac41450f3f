import 'server-only';
import { eq } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { goals } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { requireGoalAccess } from './goal-access';

/** Removes an account's goal (owner or admins); 404 when there is none. */
export async function deleteGoal({ db, actor, accountId }: { db: Db; actor: Actor; accountId: string }): Promise<void> {
  await requireGoalAccess(db, actor, accountId);
  const removed = await db.delete(goals).where(eq(goals.accountId, accountId)).returning({ id: goals.id });
  if (removed.length === 0) throw new AppError('not_found', 'No goal is set for this account');
}
