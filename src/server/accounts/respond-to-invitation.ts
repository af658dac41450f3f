import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Invitation } from '@/lib/schemas/accounts';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { accounts, userAccounts } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { assertInvitedAddress } from '@/server/users/invited-address';
import { findMembershipRow, invitationColumns, toInvitation } from './membership-queries';

/** The caller's pending invitations (status Invited), oldest first. */
export async function listMyInvitations({ db, actor }: { db: Db; actor: Actor }): Promise<Invitation[]> {
  const rows = await db
    .select(invitationColumns)
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .where(and(eq(userAccounts.userId, actor.id), eq(userAccounts.status, 'Invited')))
    .orderBy(userAccounts.invitationDate);
  return rows.map(toInvitation);
}

/**
 * Invited → Active, by the invited person only. The membership row is locked (FOR UPDATE) before
 * its status is read, so a removal, a rejection, a resend or another accept of the same row waits
 * for this one and then sees its outcome (docs/decisions/0019).
 */
export async function acceptInvitation({ db, actor, input }: { db: Db; actor: Actor; input: { userAccountId: string } }): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...invitationColumns, status: userAccounts.status, invitedEmail: userAccounts.invitedEmail })
      .from(userAccounts)
      .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
      .where(eq(userAccounts.id, input.userAccountId))
      .limit(1)
      .for('update', { of: userAccounts });
    if (!row) throw new AppError('not_found', 'There is no such invitation');
    // The invitation is named by its id: whose it is, only the row says.
    if (row.userId !== actor.id) throw new AppError('forbidden', 'You may only accept your own invitations');
    if (row.status !== 'Invited') throw new AppError('conflict', 'This invitation is no longer pending');
    await assertInvitedAddress(tx, actor.id, row.invitedEmail);
    await tx.update(userAccounts).set({ status: 'Active', updatedAt: new Date() }).where(eq(userAccounts.id, input.userAccountId));
    return toInvitation(row);
  });
}

/**
 * Invited → Rejected: the actor's own invitation to the account (the call's guard refuses a path
 * naming someone else); serialised on the membership row like accept.
 */
export async function rejectInvitation({ db, actor, input }: { db: Db; actor: Actor; input: { accountId: string } }): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findMembershipRow(tx, actor.id, input.accountId, { lock: true });
    if (row?.status !== 'Invited') throw new AppError('not_found', 'There is no pending invitation for this account');
    await tx.update(userAccounts).set({ status: 'Rejected', updatedAt: new Date() }).where(eq(userAccounts.id, row.id));
  });
}
