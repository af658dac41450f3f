import 'server-only';
import type { Goal } from '@/lib/schemas/goals';
import type { Actor } from '@/server/auth/actor';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { findGoal } from './find-goal';

/** The caller's personal goal (GET my-goal); 404 when none is set. */
export async function getMyGoal({ db, actor }: { db: Db; actor: Actor }): Promise<Goal> {
  const accountId = await findPersonalAccountId(db, actor.id);
  const goal = accountId ? await findGoal(db, accountId) : null;
  if (!goal) throw new AppError('not_found', 'No goal is set');
  return goal;
}

/** An account's goal (the call's guard lets in its owner or its admins); 404 when it has none. */
export async function getAccountGoal({ db, accountId }: { db: Db; accountId: string }): Promise<Goal> {
  const goal = await findGoal(db, accountId);
  if (!goal) throw new AppError('not_found', 'No goal is set for this account');
  return goal;
}
