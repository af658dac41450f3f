import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Profile, UserDetails } from '@/lib/schemas/users';
import { findProfileOrganization } from '@/server/accounts/account-dto';
import { findMembershipRow } from '@/server/accounts/membership-queries';
import { canEditProfile } from '@/server/accounts/permissions';
import { forgetActor, type Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { accounts, userAccounts, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { loadUserDetails } from './get-user';

function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown })?.cause) === '23505';
}

/**
 * Changes the caller's own profile. Choosing an organisation adds an active User membership of
 * it (shown as 'Personal (Org)'); it can be set once, and never by a directory-managed profile.
 */
export async function updateProfile({ db, actor, input }: { db: Db; actor: Actor; input: Profile & { id: string } }): Promise<UserDetails> {
  if (actor.id !== input.id) throw new AppError('forbidden', "You may not change another user's profile");
  if (!canEditProfile(actor, input.id)) throw new AppError('forbidden', 'This profile is managed by Active Directory and cannot be changed');
  return db.transaction(async (tx) => {
    if (input.email && input.email !== actor.email) {
      const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), ne(users.id, actor.id))).limit(1);
      if (taken) throw new AppError('conflict', 'An account with this email already exists');
    }
    try {
      await tx
        .update(users)
        .set({ email: input.email ?? actor.email, firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
        .where(eq(users.id, actor.id));
    } catch (error) {
      // A concurrent registration took the email between the check and the update.
      if (isUniqueViolation(error)) throw new AppError('conflict', 'An account with this email already exists');
      throw error;
    }
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
}
