import 'server-only';
import { and, eq } from 'drizzle-orm';
import { may } from '@/lib/accounts/roles';
import type { WeightLogEntry } from '@/lib/schemas/weights';
import { findActiveMembership } from '@/server/accounts/permissions';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { weightLogs } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { toWeightLogEntry, weightLogColumns } from './weight-log-dto';

/**
 * One entry the actor logged. Another person's entry answers 404 like a missing one, so an id
 * tells nothing about whether it exists. An entry logged for an organisation the actor no longer
 * administers answers 403, as a change of it does: it is the organisation's record now.
 */
export async function getWeightLog({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<WeightLogEntry> {
  const [row] = await db
    .select(weightLogColumns)
    .from(weightLogs)
    .where(and(eq(weightLogs.id, id), eq(weightLogs.userId, actor.id)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'No such weight log');
  if (!may('administerAccount', await findActiveMembership(db, actor.id, row.accountId))) {
    throw new AppError('forbidden', 'You may not read weight logs of this account');
  }
  return toWeightLogEntry(row);
}
