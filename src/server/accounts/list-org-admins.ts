import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { OrgMember } from '@/lib/schemas/accounts';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { accounts, userAccounts, users } from '@/server/db/schema';
import { orgMemberColumns, requireMembership, toOrgMember } from './membership-queries';
import { canListOrganizationMembers } from './permissions';

/**
 * The people of the given organisations (members, admins, pending and rejected invitations;
 * removed people are gone), for admins of every one of them only.
 */
export async function listOrgAdmins({ db, actor, input }: { db: Db; actor: Actor; input: { accountIds: string[] } }): Promise<OrgMember[]> {
  for (const accountId of input.accountIds) {
    await requireMembership(db, actor.id, accountId, canListOrganizationMembers, 'You do not have permission to view this organization');
  }
  const rows = await db
    .select(orgMemberColumns)
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(inArray(userAccounts.accountId, input.accountIds))
    .orderBy(asc(accounts.name), asc(users.email));
  return rows.filter((row) => row.status !== 'Removed').map(toOrgMember);
}
