import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { WeightLogEntry } from '@/lib/schemas/weights';
import type { Actor } from '@/server/auth/actor';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import type { Db } from '@/server/db/client';
import { weightLogs } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { toWeightLogEntry, weightLogColumns } from './weight-log-dto';

/** A user's own personal weight history, newest first. Nobody reads another person's logs. */
export async function listUserWeightLogs({ db, actor, userId }: { db: Db; actor: Actor; userId: string }): Promise<WeightLogEntry[]> {
  if (userId !== actor.id) throw new AppError('forbidden', "You may not read another user's weight logs");
  const accountId = await findPersonalAccountId(db, userId);
  if (!accountId) return [];
  const rows = await db
    .select(weightLogColumns)
    .from(weightLogs)
    .where(and(eq(weightLogs.userId, userId), eq(weightLogs.accountId, accountId)))
    .orderBy(desc(weightLogs.logDate));
  return rows.map(toWeightLogEntry);
}
