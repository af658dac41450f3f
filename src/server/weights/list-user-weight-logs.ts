import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { WeightLogEntry } from '@/lib/schemas/weights';
import type { Actor } from '@/server/auth/actor';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import type { Db } from '@/server/db/client';
import { weightLogs } from '@/server/db/schema';

/** JavaScript's toISOString, written by PostgreSQL. */
const isoInstant = (column: AnyPgColumn) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The actor's own personal weight history (the call's guard refuses a path naming someone else), newest first, as the JSON text of the answer. Years of
 * daily rows are the biggest answer the API gives: PostgreSQL builds the JSON from an
 * index-only scan, and the server passes it on without parsing rows into objects and back
 *. The shape is weightLogEntrySchema's, as toWeightLogEntry writes it.
 */
export async function listUserWeightLogsJson({ db, actor }: { db: Db; actor: Actor }): Promise<string> {
  const accountId = await findPersonalAccountId(db, actor.id);
  if (!accountId) return '[]';
  const [row] = await db
    .select({
      body: sql<string>`coalesce(json_agg(json_build_object(
        'id', ${weightLogs.id}, 'userId', ${weightLogs.userId}, 'accountId', ${weightLogs.accountId},
        'weight', ${weightLogs.weight}, 'logDate', ${weightLogs.logDate},
        'createdAt', ${isoInstant(weightLogs.createdAt)}, 'updatedAt', ${isoInstant(weightLogs.updatedAt)}
      ) ORDER BY ${weightLogs.logDate} DESC), '[]')::text`,
    })
    .from(weightLogs)
    .where(and(eq(weightLogs.userId, actor.id), eq(weightLogs.accountId, accountId)));
  return row?.body ?? '[]';
}

export async function listUserWeightLogs(options: { db: Db; actor: Actor }): Promise<WeightLogEntry[]> {
  return JSON.parse(await listUserWeightLogsJson(options)) as WeightLogEntry[];
}
