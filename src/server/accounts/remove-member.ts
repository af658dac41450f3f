import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { accounts, userAccounts } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { findMembershipRow, requireMembership } from './membership-queries';
import { canRemoveMember } from './permissions';

/**
 * Takes a member or invitee out of an organisation (status Removed). The last active admin
 * cannot be removed (409), and a removed primary account hands "primary" back to the personal one.
 */
export async function removeMember({ db, actor, input }: { db: Db; actor: Actor; input: { accountId: string; userId: string } }): Promise<void> {
  await requireMembership(db, actor.id, input.accountId, (m) => canRemoveMember(m, 'User'), 'You do not have permission to remove users');
  await db.transaction(async (tx) => {
    // Lock the organisation's memberships so that two admins cannot remove each other at once.
    // In id order, the one order every lock of several membership rows is taken in (no deadlock);
    // the target's row is among them, so an accept, reject or resend of it waits or is waited for.
    await tx.select({ id: userAccounts.id }).from(userAccounts).where(eq(userAccounts.accountId, input.accountId)).orderBy(userAccounts.id).for('update');
    // Read after the lock: the status is the one the last accept or resend left.
    const target = await findMembershipRow(tx, input.userId, input.accountId);
    if (!target || target.status === 'Removed' || target.status === 'Rejected') throw new AppError('not_found', 'This person is not a member');
    await requireMembership(tx, actor.id, input.accountId, (m) => canRemoveMember(m, target.role), 'You do not have permission to remove users');
    if (target.status === 'Active' && target.role !== 'User') {
      const otherAdmins = await tx
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .where(
          and(
            eq(userAccounts.accountId, input.accountId),
            eq(userAccounts.status, 'Active'),
            inArray(userAccounts.role, ['Admin', 'OrganizationAdmin']),
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
