import 'server-only';
import { and, asc, count, eq, inArray, isNull, min } from 'drizzle-orm';
import { ADMIN_ROLES } from '@/lib/accounts/roles';
import { PENDING_JOIN_REQUESTS_MAX_ORGANIZATIONS, type PendingJoinRequests } from '@/lib/schemas/accounts';
import type { Actor } from '@/server/auth/actor';
import type { Db, Executor } from '@/server/db/client';
import { accounts, userAccounts } from '@/server/db/schema';

/** The organisations the user administers (an Active Admin or OrganizationAdmin membership). */
function administered(db: Executor, userId: string) {
  return db
    .select({ accountId: userAccounts.accountId })
    .from(userAccounts)
    .where(and(eq(userAccounts.userId, userId), eq(userAccounts.status, 'Active'), inArray(userAccounts.role, [...ADMIN_ROLES])));
}

/**
 * GET /api/Account/pending-join-requests: per organisation the caller administers, how many
 * requests to join wait for an answer; organisations with none are left out, so an empty list
 * means nothing to do. The oldest waiting request's organisation comes first; at most
 * PENDING_JOIN_REQUESTS_MAX_ORGANIZATIONS of them.
 */
export async function listPendingJoinRequests({ db, actor }: { db: Db; actor: Actor }): Promise<PendingJoinRequests> {
  const rows = await db
    .select({ accountId: accounts.id, accountName: accounts.name, count: count(), oldest: min(userAccounts.createdAt) })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .where(
      and(
        eq(userAccounts.status, 'Requested'),
        isNull(userAccounts.invitedBy),
        eq(accounts.type, 'organization'),
        inArray(userAccounts.accountId, administered(db, actor.id)),
      ),
    )
    .groupBy(accounts.id, accounts.name)
    .orderBy(asc(min(userAccounts.createdAt)), asc(accounts.name))
    .limit(PENDING_JOIN_REQUESTS_MAX_ORGANIZATIONS);
  return rows.map((row) => ({ accountId: row.accountId, accountName: row.accountName, count: Number(row.count) }));
}
