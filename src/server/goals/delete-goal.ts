import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { goals } from '@/server/db/schema';
import { AppError } from '@/server/errors';

/** Removes an account's goal (the call's guard lets in its owner or its admins); 404 when there is none. */
export async function deleteGoal({ db, accountId }: { db: Db; accountId: string }): Promise<void> {
  const removed = await db.delete(goals).where(eq(goals.accountId, accountId)).returning({ id: goals.id });
  if (removed.length === 0) throw new AppError('not_found', 'No goal is set for this account');
}
