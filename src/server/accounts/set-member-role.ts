import 'server-only';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLES, mayAssignRole } from '@/lib/accounts/roles';
import type { MemberRole, OrgMember } from '@/lib/schemas/accounts';
import { personActor, recordAudit, withRefusalsRecorded } from '@/server/audit/record-audit';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { userAccounts } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { findMembershipRow, findOrgMember, lockOrganizationMemberships } from './membership-queries';
import { findActiveMembership } from './permissions';
import { hasOtherAdmin } from './remove-member';

/**
 * Makes an active member an admin, or a plain member again. The call's guard lets in the
 * organisation's admins; whether this admin may hand out or take away these roles (only an Admin
 * touches Admin) and whether another admin stays are decided under the organisation's lock, so two
 * admins demoting each other at once cannot leave it without one.
 */
export async function setMemberRole({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: { accountId: string; userId: string } & MemberRole;
}): Promise<OrgMember> {
  const audit = { action: 'member.role_change', actor: personActor(actor), targetUserId: input.userId, organizationId: input.accountId } as const;
  await withRefusalsRecorded(db, { ...audit, detail: { to: input.role } }, () =>
    db.transaction(async (tx) => {
      await lockOrganizationMemberships(tx, input.accountId);
      const target = await findMembershipRow(tx, input.userId, input.accountId);
      // Invitations carry their role in the invitation; requests to join are answered first.
      if (!target || target.status !== 'Active') throw new AppError('not_found', 'This person is not an active member');
      const mine = await findActiveMembership(tx, actor.id, input.accountId);
      if (!mayAssignRole(mine, target.role) || !mayAssignRole(mine, input.role))
        throw new AppError('forbidden', 'Only an Admin grants or takes away the Admin role');
      if (target.role === input.role) return;
      const staysAdmin = ADMIN_ROLES.includes(input.role);
      if (ADMIN_ROLES.includes(target.role) && !staysAdmin && !(await hasOtherAdmin(tx, input.accountId, target.id))) {
        throw new AppError('conflict', 'An organisation keeps at least one admin');
      }
      await tx.update(userAccounts).set({ role: input.role, updatedAt: new Date() }).where(eq(userAccounts.id, target.id));
      await recordAudit(tx, { ...audit, detail: { from: target.role, to: input.role } });
    }),
  );
  return (await findOrgMember(db, input.accountId, input.userId))!;
}
