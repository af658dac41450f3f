import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { WeightLogEntry } from '@/lib/schemas/weights';
import type { Actor } from '@/server/auth/actor';
import { canReadOrganizationLogs, findActiveMembership } from '@/server/accounts/permissions';
import type { Db } from '@/server/db/client';
import { weightLogs } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { toWeightLogEntry, weightLogColumns } from './weight-log-dto';

/**
 * An organisation's weight logs (by any of its admins), newest first. Only an active Admin or
 * OrganizationAdmin reads them; anyone else gets 403, whether the account exists or not.
 */
export async function listOrganizationWeightLogs({ db, actor, accountId }: { db: Db; actor: Actor; accountId: string }): Promise<WeightLogEntry[]> {
  if (!canReadOrganizationLogs(await findActiveMembership(db, actor.id, accountId))) {
    throw new AppError('forbidden', "Only this organisation's admins may read its weight logs");
  }
  const rows = await db
    .select(weightLogColumns)
    .from(weightLogs)
    .where(eq(weightLogs.accountId, accountId))
    .orderBy(desc(weightLogs.logDate), desc(weightLogs.createdAt));
  return rows.map(toWeightLogEntry);
}
