import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { ADMIN_ROLES, mayAssignRole } from '@/lib/accounts/roles';
import { personActor, recordAudit, withRefusalsRecorded } from '@/server/audit/record-audit';
import type { Actor } from '@/server/auth/actor';
import type { Db, Executor } from '@/server/db/client';
import { accounts, userAccounts } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { findMembershipRow, lockOrganizationMemberships } from './membership-queries';
import { findActiveMembership } from './permissions';

/** The 409 detail when the last admin of an organisation tries to leave it (or delete their account). */
export const LAST_ADMIN = 'LastAdminCannotLeave';

/**
 * Takes a member or invitee out of an organisation, or lets a member leave it: the caller's own
 * `userId`. An admin's removal marks the membership Removed; a person who leaves takes
 * their membership with them (the row goes). The last active admin can neither be removed nor
 * leave (409), and a primary organisation hands "primary" back to the personal account.
 * The call's guard lets in the organisation's admins and the person themselves; whether this
 * admin may remove this person (only an Admin removes an Admin) is checked under the lock, with
 * the memberships of then.
 */
export async function removeMember({ db, actor, input }: { db: Db; actor: Actor; input: { accountId: string; userId: string } }): Promise<void> {
  const leaving = input.userId === actor.id;
  // Leaving is the person's own choice; an admin's removal is an administrative action.
  const audit = { action: 'member.remove', actor: personActor(actor), targetUserId: input.userId, organizationId: input.accountId } as const;
  const remove = () =>
    db.transaction(async (tx) => {
      // The target's row is among the locked ones, so an accept, reject or resend of it waits or is waited for.
      await lockOrganizationMemberships(tx, input.accountId);
      // Read after the lock: the status is the one the last accept or resend left.
      const target = await findMembershipRow(tx, input.userId, input.accountId);
      if (leaving) {
        // Only an organisation one belongs to can be left; an invitation is rejected, not left.
        const membership = await findActiveMembership(tx, actor.id, input.accountId);
        if (!target || !membership) throw new AppError('not_found', 'You are not a member of this organisation');
        if (membership.accountType !== 'organization') throw new AppError('forbidden', 'A personal account cannot be left');
      } else {
        // A request to join is declined, not removed.
        if (!target || (target.status !== 'Active' && target.status !== 'Invited')) throw new AppError('not_found', 'This person is not a member');
        if (!mayAssignRole(await findActiveMembership(tx, actor.id, input.accountId), target.role))
          throw new AppError('forbidden', 'You do not have permission to remove users');
      }
      if (target.status === 'Active' && ADMIN_ROLES.includes(target.role) && !(await hasOtherAdmin(tx, input.accountId, target.id))) {
        throw new AppError('conflict', leaving ? LAST_ADMIN : 'An organisation keeps at least one admin');
      }
      if (leaving) await tx.delete(userAccounts).where(eq(userAccounts.id, target.id));
      else {
        await tx.update(userAccounts).set({ status: 'Removed', isPrimary: false, updatedAt: new Date() }).where(eq(userAccounts.id, target.id));
        await recordAudit(tx, { ...audit, detail: { role: target.role, status: target.status } });
      }
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
  await (leaving ? remove() : withRefusalsRecorded(db, audit, remove));
}

/** Whether the organisation has an active admin other than the membership `exceptId`. */
export async function hasOtherAdmin(tx: Executor, accountId: string, exceptId: string): Promise<boolean> {
  const others = await tx
    .select({ id: userAccounts.id })
    .from(userAccounts)
    .where(
      and(
        eq(userAccounts.accountId, accountId),
        eq(userAccounts.status, 'Active'),
        inArray(userAccounts.role, [...ADMIN_ROLES]),
        ne(userAccounts.id, exceptId),
      ),
    )
    .limit(1);
  return others.length > 0;
}
