import 'server-only';
import { and, eq } from 'drizzle-orm';
import { may } from '@/lib/accounts/roles';
import { findActiveMembership } from '@/server/accounts/permissions';
import type { Actor } from '@/server/auth/actor';
import type { Executor } from '@/server/db/client';
import { weightLogs } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { weightLogColumns } from './weight-log-dto';

/**
 * One log the actor logged, to read or to change. Another person's log answers 404 like a missing
 * one, so an id tells nothing about whether it exists. A log on an organisation the actor no longer
 * administers answers 403: it is the organisation's record now. The call's guard cannot make this
 * check: only the log names its account.
 */
export async function findOwnLog(db: Executor, actor: Actor, id: string, purpose: 'read' | 'change') {
  const [row] = await db
    .select(weightLogColumns)
    .from(weightLogs)
    .where(and(eq(weightLogs.id, id), eq(weightLogs.userId, actor.id)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'No such weight log');
  if (!may('administerAccount', await findActiveMembership(db, actor.id, row.accountId))) {
    throw new AppError('forbidden', `You may not ${purpose} weight logs of this account`);
  }
  return row;
}
