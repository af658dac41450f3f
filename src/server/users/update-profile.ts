import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Profile, UserDetails } from '@/lib/schemas/users';
import { findProfileOrganization } from '@/server/accounts/account-dto';
import { findMembershipRow, renewPersonMemberships } from '@/server/accounts/membership-queries';
import { forgetActor, type Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { accounts, userAccounts, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { requestEmailChange } from './email-change';
import { loadUserDetails } from './get-user';

/**
 * Changes the caller's own profile. Choosing an organisation adds an active User membership of
 * it (shown as 'Personal (Org)'); it can be set once, and never by a directory-managed profile.
 * A different email is only requested here: it takes effect through the link mailed to it
 * (email-change.ts), so the answer still carries the current email, and the new one as `pendingEmail`.
 * The call's guard refuses a path naming someone else.
 */
export async function updateProfile({ db, actor, input }: { db: Db; actor: Actor; input: Omit<Profile, 'locale'> & { locale?: Profile['locale'] } }): Promise<UserDetails> {
  if (actor.directoryManaged) throw new AppError('forbidden', 'This profile is managed by Active Directory and cannot be changed');
  let sendMails: (() => void) | undefined;
  const details = await db.transaction(async (tx) => {
    // The row is locked so the email compared here is the one the change starts from.
    const [current] = await tx.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, actor.id)).for('update').limit(1);
    if (!current) throw new AppError('not_found', 'No such user');
    if (input.email && input.email !== current.email) {
      sendMails = await requestEmailChange(tx, { id: actor.id, email: current.email }, input.email, input.locale ?? 'en-US');
    }
    await tx.update(users).set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() }).where(eq(users.id, actor.id));
    if (current.firstName !== input.firstName || current.lastName !== input.lastName) await renewPersonMemberships(tx, actor.id);
    if (input.organisation) {
      const current = await findProfileOrganization(tx, actor.id);
      if (current && current.accountId !== input.organisation) throw new AppError('conflict', 'The organisation is already set and cannot be changed');
      if (!current) {
        const [organization] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.id, input.organisation), eq(accounts.type, 'organization')))
          .limit(1);
        if (!organization) throw new AppError('not_found', 'There is no such organisation');
        if (await findMembershipRow(tx, actor.id, organization.id)) throw new AppError('conflict', 'You already belong to or are invited to this organisation');
        const inserted = await tx
          .insert(userAccounts)
          .values({ userId: actor.id, accountId: organization.id, role: 'User', status: 'Active' })
          .onConflictDoNothing({ target: [userAccounts.userId, userAccounts.accountId] })
          .returning({ id: userAccounts.id });
        if (inserted.length === 0) throw new AppError('conflict', 'You already belong to or are invited to this organisation');
      }
    }
    return loadUserDetails(tx, actor.id);
  }).finally(() => forgetActor(actor.id));
  sendMails?.();
  return details;
}
