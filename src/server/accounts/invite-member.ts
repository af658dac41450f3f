import 'server-only';
import { eq } from 'drizzle-orm';
import { mayAssignRole } from '@/lib/accounts/roles';
import type { Invite, OrgMember } from '@/lib/schemas/accounts';
import { personActor, recordAudit, withRefusalsRecorded, type AuditEntryInput } from '@/server/audit/record-audit';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { accounts, userAccounts, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { logger } from '@/server/logger';
import { mayMailCreateAccount, releaseCreateAccountMail } from '@/server/rate-limit/rate-limit';
import { sendCreateAccountMail, sendInvitationMail } from './invitation-mail';
import { findMembershipRow, findOrgMember } from './membership-queries';
import { findActiveMembership } from './permissions';

/** Mail is a courtesy after the change: a mail failure is logged, never undoes the invitation. */
async function mailSafely(send: () => Promise<void>, to: string): Promise<void> {
  try {
    await send();
  } catch (err) {
    logger.error({ err, to }, 'invitation mail failed');
  }
}

/** A send that failed gives the day's mail back, so a later invite can try again. */
async function mailCreateAccountOnce(to: string, organizationName: string): Promise<void> {
  try {
    await sendCreateAccountMail(to, organizationName);
  } catch (err) {
    logger.error({ err, to }, 'invitation mail failed');
    await releaseCreateAccountMail(to);
  }
}

/**
 * Invites a registered person to an organisation (status Invited). An unknown email gets a
 * "create an account" mail and a 404 UserNotFound; an existing member or invitee is a 409; a
 * person who rejected or was removed earlier is invited again on the same membership row.
 * The call's guard lets only the organisation's admins in; which role they may grant is decided here.
 */
export async function inviteMember({ db, actor, input }: { db: Db; actor: Actor; input: Invite }): Promise<OrgMember> {
  const audit: AuditEntryInput = {
    action: 'member.invite',
    actor: personActor(actor),
    targetEmail: input.email,
    organizationId: input.accountId,
    detail: { role: input.role },
  };
  return withRefusalsRecorded(db, audit, () => invite({ db, actor, input }, audit));
}

async function invite({ db, actor, input }: { db: Db; actor: Actor; input: Invite }, audit: AuditEntryInput): Promise<OrgMember> {
  if (!mayAssignRole(await findActiveMembership(db, actor.id, input.accountId), input.role)) throw new AppError('forbidden', 'You may not grant this role');
  const [organization] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, input.accountId)).limit(1);
  const [invitee] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (!invitee) {
    // One such mail per address a day (docs/decisions/0019); the answer is the same either way.
    if (await mayMailCreateAccount(input.email)) await mailCreateAccountOnce(input.email, organization!.name);
    throw new AppError('user_not_found', 'UserNotFound');
  }
  await db.transaction(async (tx) => {
    const existing = await findMembershipRow(tx, invitee.id, input.accountId);
    // A request to join is answered with Approve or Decline, not an invitation over it.
    if (existing?.status === 'Requested') throw new AppError('conflict', 'This person has asked to join: approve or decline their request');
    if (existing && (existing.status === 'Active' || existing.status === 'Invited')) {
      throw new AppError('conflict', existing.status === 'Active' ? 'This person is already a member' : 'This person is already invited');
    }
    const values = {
      role: input.role,
      status: 'Invited' as const,
      invitationDate: new Date(),
      invitedBy: actor.id,
      invitedEmail: input.email,
      isPrimary: false,
      updatedAt: new Date(),
    };
    if (existing) {
      await tx.update(userAccounts).set(values).where(eq(userAccounts.id, existing.id));
      await recordAudit(tx, { ...audit, targetUserId: invitee.id });
      return;
    }
    // A concurrent invite of the same person loses here with a 409, not a unique-index 500.
    const inserted = await tx
      .insert(userAccounts)
      .values({ userId: invitee.id, accountId: input.accountId, ...values })
      .onConflictDoNothing({ target: [userAccounts.userId, userAccounts.accountId] })
      .returning({ id: userAccounts.id });
    if (inserted.length === 0) throw new AppError('conflict', 'This person is already invited');
    await recordAudit(tx, { ...audit, targetUserId: invitee.id });
  });
  await mailSafely(() => sendInvitationMail(input.email, organization!.name), input.email);
  return (await findOrgMember(db, input.accountId, invitee.id))!;
}
