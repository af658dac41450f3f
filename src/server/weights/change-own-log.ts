import 'server-only';
import { and, eq } from 'drizzle-orm';
import { may } from '@/lib/accounts/roles';
import type { Actor } from '@/server/auth/actor';
import { findActiveMembership } from '@/server/accounts/permissions';
import type { Tx } from '@/server/db/client';
import { weightLogs } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { lockParticipant } from './participant-progress';

export type OwnLog = { id: string; accountId: string; logDate: string };

/**
 * Opens a change of one of the actor's own logs inside `tx`: takes the participant lock first
 * (the order every log change uses), then finds the log. Another person's log answers 404 like
 * a missing one, so ids do not leak; a log on an organisation the actor no longer administers
 * answers 403. The call's guard cannot make this check: only the log names its account.
 */
export async function lockOwnLog(tx: Tx, actor: Actor, id: string): Promise<OwnLog> {
  await lockParticipant(tx, actor.id);
  const [log] = await tx
    .select({ id: weightLogs.id, accountId: weightLogs.accountId, logDate: weightLogs.logDate })
    .from(weightLogs)
    .where(and(eq(weightLogs.id, id), eq(weightLogs.userId, actor.id)))
    .limit(1);
  if (!log) throw new AppError('not_found', 'No such weight log');
  if (!may('administerAccount', await findActiveMembership(tx, actor.id, log.accountId))) {
    throw new AppError('forbidden', 'You may not change weight logs of this account');
  }
  return log;
}
