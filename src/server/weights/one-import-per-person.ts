import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { AppError } from '@/server/errors';

/** What a second import of the same person is told to wait: a large file is read in about a second. */
export const IMPORT_BUSY_RETRY_SECONDS = 5;

/**
 * The advisory-lock class of "this person is importing" (the person's id hashed is the other key):
 * two 32-bit keys, a lock space apart from the single 64-bit keys (the migration's).
 */
export const IMPORT_LOCK_CLASS = 0x1_4b_0d;

const busy = () =>
  new AppError('rate_limited', 'An import of yours is already running: try again when it ends', { retryAfterSeconds: IMPORT_BUSY_RETRY_SECONDS });

/**
 * Takes the person's import lock for the transaction, or refuses (429) when a commit of theirs holds
 * it: waiting would hold a connection behind a whole import. The API's per-person `import` slot
 * already runs one import of a person at a time (in Redis across processes when it is set); this
 * lock holds even for processes that share only the database.
 */
export async function lockImportOf(tx: Executor, userId: string): Promise<void> {
  const [row] = rowsOf<{ locked: boolean }>(
    await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${IMPORT_LOCK_CLASS}::int, hashtext(${userId}::text)) AS locked`),
  );
  if (!row?.locked) throw busy();
}
