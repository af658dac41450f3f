import 'server-only';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Account, Organization } from '@/lib/schemas/accounts';
import type { Executor } from '@/server/db/client';
import { accounts, userAccounts } from '@/server/db/schema';

/** The columns of an Account (SPEC §3); nothing else leaves the server. */
const accountColumns = {
  id: userAccounts.id,
  accountId: accounts.id,
  accountName: accounts.name,
  accountType: accounts.type,
  role: userAccounts.role,
  isPrimary: userAccounts.isPrimary,
  invitationDate: userAccounts.invitationDate,
  userId: userAccounts.userId,
  shareWeights: userAccounts.shareWeights,
};

/** The user's active memberships, personal first. */
export async function listUserAccounts(db: Executor, userId: string): Promise<Account[]> {
  const rows = await db
    .select(accountColumns)
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .where(and(eq(userAccounts.userId, userId), eq(userAccounts.status, 'Active')))
    .orderBy(asc(accounts.type), asc(accounts.name));
  return rows.map((row) => ({ ...row, invitationDate: row.invitationDate?.toISOString() ?? null }));
}

/**
 * The organisation chosen in the profile: the user's self-declared membership (role User, never
 * invited), approved, in any status since (Active, or Removed by an admin), so that it can be set
 * only once (the profile call in src/lib/api/calls/users.ts). A request still waiting or declined fixes nothing.
 */
export async function findProfileOrganization(db: Executor, userId: string): Promise<Organization | null> {
  const [row] = await db
    .select({ accountId: accounts.id, accountName: accounts.name })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .where(
      and(
        eq(userAccounts.userId, userId),
        eq(accounts.type, 'organization'),
        eq(userAccounts.role, 'User'),
        isNull(userAccounts.invitedBy),
        isNull(userAccounts.invitationDate),
        notInArray(userAccounts.status, ['Requested', 'Declined']),
      ),
    )
    .orderBy(asc(userAccounts.createdAt))
    .limit(1);
  return row ?? null;
}
