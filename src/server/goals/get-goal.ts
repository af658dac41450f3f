import 'server-only';
import type { Goal } from '@/lib/schemas/goals';
import type { Actor } from '@/server/auth/actor';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import type { Db } from '@/server/db/client';
import { findGoal } from './find-goal';

/** The caller's personal goal (GET my-goal); null when none is set, which is no error. */
export async function getMyGoal({ db, actor }: { db: Db; actor: Actor }): Promise<Goal | null> {
  const accountId = await findPersonalAccountId(db, actor.id);
  return accountId ? await findGoal(db, accountId) : null;
}

/** An account's goal (the call's guard lets in its owner or its admins); null when it has none. */
export async function getAccountGoal({ db, accountId }: { db: Db; accountId: string }): Promise<Goal | null> {
  return findGoal(db, accountId);
}
