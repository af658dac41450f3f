import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { ADMIN_ROLES, mayAssignRole } from '@/lib/accounts/roles';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { accounts, userAccounts } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { findMembershipRow } from './membership-queries';
import { findActiveMembership } from './permissions';

/**
 * Takes a member or invitee out of an organisation (status Removed). The last active admin
 * cannot be removed (409), and a removed primary account hands "primary" back to the personal one.
 * The call's guard lets only the organisation's admins in; whether this admin may remove this
 * person (only an Admin removes an Admin) is checked under the lock, with the memberships of then.
 */
export async function removeMember({ db, actor, input }: { db: Db; actor: Actor; input: { accountId: string; userId: string } }): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the organisation's memberships so that two admins cannot remove each other at once.
    // In id order, the one order every lock of several membership rows is taken in (no deadlock);
    // the target's row is among them, so an accept, reject or resend of it waits or is waited for.
    await tx.select({ id: userAccounts.id }).from(userAccounts).where(eq(userAccounts.accountId, input.accountId)).orderBy(userAccounts.id).for('update');
    // Read after the lock: the status is the one the last accept or resend left.
    const target = await findMembershipRow(tx, input.userId, input.accountId);
    if (!target || target.status === 'Removed' || target.status === 'Rejected') throw new AppError('not_found', 'This person is not a member');
    if (!mayAssignRole(await findActiveMembership(tx, actor.id, input.accountId), target.role)) throw new AppError('forbidden', 'You do not have permission to remove users');
    if (target.status === 'Active' && ADMIN_ROLES.includes(target.role)) {
      const otherAdmins = await tx
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .where(
          and(
            eq(userAccounts.accountId, input.accountId),
            eq(userAccounts.status, 'Active'),
            inArray(userAccounts.role, [...ADMIN_ROLES]),
            ne(userAccounts.id, target.id),
          ),
        )
        .limit(1);
      if (otherAdmins.length === 0) throw new AppError('conflict', 'An organisation keeps at least one admin');
    }
    await tx.update(userAccounts).set({ status: 'Removed', isPrimary: false, updatedAt: new Date() }).where(eq(userAccounts.id, target.id));
    if (target.isPrimary) {
      const [personal] = await tx
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
        .where(and(eq(userAccounts.userId, input.userId), eq(accounts.type, 'personal')))
        .limit(1);
      if (personal) await tx.update(userAccounts).set({ isPrimary: true }).where(eq(userAccounts.id, personal.id));
    }
  });
}
