import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/db/statement';
import { auditEntries } from '@/server/db/schema';

const DAY_MS = 86_400_000;

/**
 * Deletes the audit entries older than `retentionDays`; answers how many went. The table's
 * trigger refuses every other DELETE: the purge names its cut-off for its own transaction
 * (`audit.purge_before`), and the trigger lets only older rows go.
 */
export async function purgeAuditEntries(db: Db, retentionDays: number, now = Date.now()): Promise<number> {
  const before = new Date(now - retentionDays * DAY_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('audit.purge_before', ${before.toISOString()}, true)`);
    // Counted in the database: the first purge of years of entries sends one row back, not their ids.
    const [counted] = await rowsOf<{ purged: number }>(
      tx,
      sql`WITH gone AS (DELETE FROM ${auditEntries} WHERE ${auditEntries.at} < ${before.toISOString()}::timestamptz RETURNING 1) SELECT count(*)::int AS purged FROM gone`,
    );
    return counted?.purged ?? 0;
  });
}
