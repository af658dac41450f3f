import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { mayAssignRole } from '@/lib/accounts/roles';
import type { OrgMember, ResendInvite } from '@/lib/schemas/accounts';
import { personActor, recordAudit, withRefusalsRecorded } from '@/server/audit/record-audit';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { userAccounts, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { logger } from '@/server/logger';
import { sendInvitationMail } from './invitation-mail';
import { findMembershipRow, findOrgMember } from './membership-queries';
import { findActiveMembership } from './permissions';

/**
 * Sends a pending (or rejected) invitation again: status Invited, invitation date now. The
 * membership row is locked while its status is checked and changed, so a removal answered
 * meanwhile is never turned back into an invitation (docs/decisions/0019). The call's guard lets
 * only the organisation's admins in; whether they may grant the invitation's role is checked
 * once the row is locked, with the membership the actor has then.
 */
export async function resendInvite({ db, actor, input }: { db: Db; actor: Actor; input: ResendInvite }): Promise<OrgMember> {
  const audit = { action: 'member.invite_resend', actor: personActor(actor), targetUserId: input.userId, organizationId: input.accountId } as const;
  const member = await withRefusalsRecorded(db, audit, () =>
    db.transaction(async (tx) => {
      const existing = await findMembershipRow(tx, input.userId, input.accountId, { lock: true });
      if (!existing || existing.status === 'Removed' || existing.status === 'Requested' || existing.status === 'Declined')
        throw new AppError('not_found', 'There is no invitation for this person');
      if (existing.status === 'Active') throw new AppError('conflict', 'This person is already a member');
      if (!mayAssignRole(await findActiveMembership(tx, actor.id, input.accountId), existing.role))
        throw new AppError('forbidden', 'You may not grant this role');
      await tx
        .update(userAccounts)
        // The mail goes to the person's address of now: that is the one that may accept (finding 2).
        .set({
          status: 'Invited',
          invitationDate: new Date(),
          invitedBy: actor.id,
          invitedEmail: sql`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${input.userId})`,
          updatedAt: new Date(),
        })
        .where(eq(userAccounts.id, existing.id));
      await recordAudit(tx, { ...audit, detail: { role: existing.role } });
      return (await findOrgMember(tx, input.accountId, input.userId))!;
    }),
  );
  try {
    await sendInvitationMail(member.email, member.accountName);
  } catch (err) {
    logger.error({ err }, 'invitation mail failed');
  }
  return member;
}
