import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { WeightLogEntry } from '@/lib/schemas/weights';
import type { Db } from '@/server/db/client';
import { weightLogs } from '@/server/db/schema';
import { toWeightLogEntry, weightLogColumns } from './weight-log-dto';

/**
 * An organisation's weight logs (by any of its admins), newest first. The call's guard lets in
 * only its active admins; anyone else gets 403, whether the account exists or not.
 */
export async function listOrganizationWeightLogs({ db, accountId }: { db: Db; accountId: string }): Promise<WeightLogEntry[]> {
  const rows = await db
    .select(weightLogColumns)
    .from(weightLogs)
    .where(eq(weightLogs.accountId, accountId))
    .orderBy(desc(weightLogs.logDate), desc(weightLogs.createdAt));
  return rows.map(toWeightLogEntry);
}
