import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Invitation, OrgMember } from '@/lib/schemas/accounts';
import type { Executor } from '@/server/db/client';
import { accounts, userAccounts, users } from '@/server/db/schema';

/** The columns of an organisation member list item (SPEC §3); nothing else leaves the server. */
export const orgMemberColumns = {
  userId: userAccounts.userId,
  accountId: accounts.id,
  accountName: accounts.name,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: userAccounts.role,
  status: userAccounts.status,
  invitationDate: userAccounts.invitationDate,
  createdAt: userAccounts.createdAt,
};

type OrgMemberRow = Omit<OrgMember, 'date'> & { invitationDate: Date | null; createdAt: Date };

/** `date` is when the person was (last) invited, or when they joined otherwise. */
export function toOrgMember({ invitationDate, createdAt, ...row }: OrgMemberRow): OrgMember {
  return { ...row, date: (invitationDate ?? createdAt).toISOString() };
}

export async function findOrgMember(db: Executor, accountId: string, userId: string): Promise<OrgMember | null> {
  const [row] = await db
    .select(orgMemberColumns)
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(and(eq(userAccounts.accountId, accountId), eq(userAccounts.userId, userId)))
    .limit(1);
  return row ? toOrgMember(row) : null;
}

export const invitationColumns = {
  id: userAccounts.id,
  accountId: accounts.id,
  userId: userAccounts.userId,
  accountName: accounts.name,
  accountType: accounts.type,
  invitationDate: userAccounts.invitationDate,
  role: userAccounts.role,
};

type InvitationRow = Omit<Invitation, 'invitationDate'> & { invitationDate: Date | null };

export function toInvitation(row: InvitationRow): Invitation {
  const { id, accountId, userId, accountName, accountType, role } = row;
  return { id, accountId, userId, accountName, accountType, role, invitationDate: row.invitationDate?.toISOString() ?? null };
}

/**
 * Any membership row of a user in an account, whatever its status (one per pair). With `lock`
 * (inside a transaction) the row is locked FOR UPDATE until the transaction ends: accept, reject,
 * remove and resend of one membership then run one after another, each seeing the last one's
 * outcome (docs/decisions/0019).
 */
export async function findMembershipRow(db: Executor, userId: string, accountId: string, { lock = false } = {}) {
  const query = db
    .select({ id: userAccounts.id, status: userAccounts.status, role: userAccounts.role, isPrimary: userAccounts.isPrimary })
    .from(userAccounts)
    .where(and(eq(userAccounts.userId, userId), eq(userAccounts.accountId, accountId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Locks an organisation's memberships for the rest of the transaction, so that two admins cannot
 * remove each other (or leave) at once. In id order, the one order every lock of several
 * membership rows is taken in, so two such transactions never deadlock.
 */
export async function lockOrganizationMemberships(tx: Executor, accountId: string): Promise<void> {
  await tx.select({ id: userAccounts.id }).from(userAccounts).where(eq(userAccounts.accountId, accountId)).orderBy(userAccounts.id).for('update');
}

/**
 * A person's name and email are shown in their organisations' member lists, which each instance
 * keeps while their version holds (list-org-admins.ts): touching the person's memberships renews
 * their versions (the trigger of migration 0004), so a changed name shows at once, everywhere.
 * In id order, like every lock of several membership rows.
 */
export async function renewPersonMemberships(tx: Executor, userId: string): Promise<void> {
  const rows = await tx.select({ id: userAccounts.id }).from(userAccounts).where(eq(userAccounts.userId, userId)).orderBy(userAccounts.id).for('update');
  if (rows.length > 0) await tx.update(userAccounts).set({ updatedAt: new Date() }).where(eq(userAccounts.userId, userId));
}
