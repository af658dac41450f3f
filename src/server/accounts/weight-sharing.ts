import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ShareWeightsAnswer } from '@/lib/schemas/weight-sharing';
import type { Actor } from '@/server/auth/actor';
import type { Executor } from '@/server/db/client';
import { userAccounts } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { findActiveMembership } from './permissions';

/**
 * The member's own choice to show their weights to the organisation's admins (decision
 * 0042). The call's guard lets in only the member (`self`); this checks they are an Active member
 * of an organisation (404 otherwise: an invitation, a waiting request or the personal account has
 * nothing to share). One row, one statement: the membership-version trigger (0004) moves the
 * organisation's version, and nothing caches the shared weights, so the next read on any instance
 * follows the choice.
 */
export async function setShareWeights({
  db,
  actor,
  accountId,
  shareWeights,
}: {
  db: Executor;
  actor: Actor;
  accountId: string;
  shareWeights: boolean;
}): Promise<ShareWeightsAnswer> {
  const membership = await findActiveMembership(db, actor.id, accountId);
  if (!membership || membership.accountType !== 'organization') throw new AppError('not_found', 'You are not an active member of this organisation');
  // Still Active when written: a removal or leave between the two statements wins.
  const [row] = await db
    .update(userAccounts)
    .set({ shareWeights, updatedAt: new Date() })
    .where(and(eq(userAccounts.id, membership.userAccountId), eq(userAccounts.status, 'Active')))
    .returning({ shareWeights: userAccounts.shareWeights });
  if (!row) throw new AppError('not_found', 'You are not an active member of this organisation');
  return { accountId, userId: actor.id, shareWeights: row.shareWeights };
}
