import 'server-only';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { OrgAdminsQuery, OrgMember } from '@/lib/schemas/accounts';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { accounts, userAccounts, users } from '@/server/db/schema';
import { orgMemberColumns, requireMembership, toOrgMember } from './membership-queries';
import { canListOrganizationMembers } from './permissions';

const DEFAULT_PAGE_SIZE = 10;
/** Without `page`, everyone is listed (the SPEC's array); this only bounds a runaway answer. */
const MAX_UNPAGED = 100_000;

export type OrgMemberList = { rows: OrgMember[]; total: number; matching: number };

/** `%`, `_` and `\` in what the admin typed are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The people of the given organisations (members, admins, pending and rejected invitations;
 * removed people are gone), for admins of every one of them only. Filtering and paging happen
 * in the database: an organisation of thousands answers one page, not everyone (issue 8).
 */
export async function listOrgAdmins({ db, actor, input }: { db: Db; actor: Actor; input: OrgAdminsQuery }): Promise<OrgMemberList> {
  for (const accountId of input.accountIds) {
    await requireMembership(db, actor.id, accountId, canListOrganizationMembers, 'You do not have permission to view this organization');
  }
  const listed = and(inArray(userAccounts.accountId, input.accountIds), ne(userAccounts.status, 'Removed'));
  const emailMatches = input.email ? sql`lower(${users.email}) LIKE ${containsPattern(input.email)}` : undefined;
  const paged = input.page !== undefined || input.pageSize !== undefined;
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;

  // The matching count rides along with the page (a window over the same join): one query.
  const rows = await db
    .select({ ...orgMemberColumns, matching: sql<number>`(count(*) OVER ())::int` })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(and(listed, emailMatches))
    .orderBy(asc(accounts.name), asc(users.email), asc(userAccounts.accountId))
    .limit(paged ? pageSize : MAX_UNPAGED)
    .offset(paged ? ((input.page ?? 1) - 1) * pageSize : 0);
  let matchingInPage: number | undefined;
  const members = rows.map(({ matching, ...member }) => {
    matchingInPage = matching;
    return toOrgMember(member);
  });
  if (!emailMatches && matchingInPage !== undefined) return { rows: members, total: matchingInPage, matching: matchingInPage };
  if (matchingInPage !== undefined) {
    const [everyone] = await db.select({ total: sql<number>`count(*)::int` }).from(userAccounts).where(listed);
    return { rows: members, total: everyone?.total ?? 0, matching: matchingInPage };
  }

  // Past the last page: both counts in one more query.
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      matching: emailMatches ? sql<number>`(count(*) FILTER (WHERE ${emailMatches}))::int` : sql<number>`count(*)::int`,
    })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(listed);
  return { rows: members, total: counts?.total ?? 0, matching: counts?.matching ?? 0 };
}
