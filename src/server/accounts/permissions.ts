import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { MembershipRole } from '@/lib/accounts/roles';
import type { Executor } from '@/server/db/client';
import { accounts, userAccounts } from '@/server/db/schema';
import { ttlCache } from '@/server/cache/ttl-cache';

/*
 * The memberships the rules read. The rules themselves (who may do what) are in
 * src/lib/accounts/roles.ts; the guard of every API call is src/server/api/authorize.ts.
 */

/** An active membership: what the rules of src/lib/accounts/roles.ts read, and which row it is. */
export type Membership = MembershipRole & { userAccountId: string; accountId: string };

/** The user's active membership of an account, or null. */
export async function findActiveMembership(db: Executor, userId: string, accountId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ userAccountId: userAccounts.id, accountId: accounts.id, accountType: accounts.type, role: userAccounts.role })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .where(and(eq(userAccounts.userId, userId), eq(userAccounts.accountId, accountId), eq(userAccounts.status, 'Active')))
    .limit(1);
  return row ?? null;
}

// A user's personal account is made with them and never changes: once found, it is remembered.
const personalAccounts = ttlCache<string, string>({ ttlMs: Infinity, maxEntries: 50_000 });

/** Every user has exactly one personal account, created with them. */
export async function findPersonalAccountId(db: Executor, userId: string): Promise<string | null> {
  const cached = personalAccounts.get(userId);
  if (cached) return cached;
  const [row] = await db
    .select({ id: accounts.id })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .where(and(eq(userAccounts.userId, userId), eq(accounts.type, 'personal')))
    .limit(1);
  if (row) personalAccounts.set(userId, row.id);
  return row?.id ?? null;
}
