import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { UserAccountIdInput } from '@/lib/schemas/accounts';
import type { UserDetails } from '@/lib/schemas/users';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { userAccounts } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { loadUserDetails } from './get-user';

/**
 * Makes one of the caller's own active memberships their primary account; exactly one stays
 * primary. The call's guard refuses a path naming someone else; a membership of someone else is
 * refused here, where the row says whose it is.
 */
export async function setPrimaryAccount({ db, actor, input }: { db: Db; actor: Actor; input: UserAccountIdInput }): Promise<UserDetails> {
  return db.transaction(async (tx) => {
    // Lock all of the user's memberships, always in id order (two unordered lockers deadlock on
    // PostgreSQL): concurrent changes of primary run one after another.
    await tx.select({ id: userAccounts.id }).from(userAccounts).where(eq(userAccounts.userId, actor.id)).orderBy(userAccounts.id).for('update');
    const [membership] = await tx
      .select({ userId: userAccounts.userId, status: userAccounts.status })
      .from(userAccounts)
      .where(eq(userAccounts.id, input.userAccountId))
      .limit(1);
    if (!membership) throw new AppError('not_found', 'No such account membership');
    if (membership.userId !== actor.id) throw new AppError('forbidden', 'You may only choose among your own accounts');
    if (membership.status !== 'Active') throw new AppError('conflict', 'Only an active membership can be the primary account');
    // Clear first: the partial unique index allows one primary per user at any moment.
    await tx
      .update(userAccounts)
      .set({ isPrimary: false, updatedAt: new Date() })
      .where(and(eq(userAccounts.userId, actor.id), eq(userAccounts.isPrimary, true), ne(userAccounts.id, input.userAccountId)));
    await tx.update(userAccounts).set({ isPrimary: true, updatedAt: new Date() }).where(eq(userAccounts.id, input.userAccountId));
    return loadUserDetails(tx, actor.id);
  });
}
