import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { weightChange } from '@/lib/progress/organization-figures';
import type { SharedWeights } from '@/lib/schemas/weight-sharing';
import type { Executor } from '@/server/db/client';
import { participantProgress, userAccounts, users } from '@/server/db/schema';

/**
 * The weights of an organisation's members who agreed to show them to its admins:
 * only Active memberships with `share_weights` on, each with the first and latest
 * of their own (personal) weigh-ins from participant_progress (nulls before the first). Read on
 * every call, never kept: a member who stops sharing is gone from the next answer on every
 * instance. The call's guard lets in only the organisation's admins.
 */
export async function listSharedWeights({ db, accountId }: { db: Executor; accountId: string }): Promise<SharedWeights> {
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      startingWeight: participantProgress.firstWeight,
      startingDate: participantProgress.firstLogDate,
      latestWeight: participantProgress.latestWeight,
      latestDate: participantProgress.lastLogDate,
    })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .leftJoin(participantProgress, eq(participantProgress.userId, userAccounts.userId))
    .where(and(eq(userAccounts.accountId, accountId), eq(userAccounts.status, 'Active'), eq(userAccounts.shareWeights, true)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  return {
    accountId,
    members: rows.map((row) => ({
      ...row,
      startingWeight: row.startingWeight ?? null,
      startingDate: row.startingDate ?? null,
      latestWeight: row.latestWeight ?? null,
      latestDate: row.latestDate ?? null,
      ...weightChange(row.startingWeight ?? null, row.latestWeight ?? null),
    })),
  };
}
