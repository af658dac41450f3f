import 'server-only';
import { eq } from 'drizzle-orm';
import type { UserDetails } from '@/lib/schemas/users';
import { findProfileOrganization, listUserAccounts } from '@/server/accounts/account-dto';
import type { Actor } from '@/server/auth/actor';
import type { Executor } from '@/server/db/client';
import { independentReads } from '@/server/db/independent-reads';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { findPendingEmail } from './pending-email';

/** The user's own details and active accounts, and the email change waiting for confirmation, if any. */
export async function loadUserDetails(db: Executor, userId: string): Promise<UserDetails> {
  // Four independent reads: on the pool, asked together, they cost one round trip of waiting,
  // not four; inside a transaction (profile, primary account) they go one after another.
  const [[user], organisation, accounts, pendingEmail] = await independentReads(db, [
    () =>
      db
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, directoryManaged: users.directoryManaged })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1),
    () => findProfileOrganization(db, userId),
    () => listUserAccounts(db, userId),
    () => findPendingEmail(db, userId),
  ]);
  if (!user) throw new AppError('not_found', 'No such user');
  return { ...user, ...(pendingEmail ? { pendingEmail } : {}), organisation, accounts };
}

/** The caller's own details: the call's guard refuses a path naming someone else. */
export async function getUser({ db, actor }: { db: Executor; actor: Actor }): Promise<UserDetails> {
  return loadUserDetails(db, actor.id);
}
