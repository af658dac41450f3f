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

/** The people with an import running in this process. */
const importing = new Set<string>();

/**
 * Runs one import of a person, refusing (429 with Retry-After) while another of theirs runs in this
 * process: a person cannot make the server read several files for them at once. Other processes
 * behind the same database are held by `lockImportOf` in the commit.
 */
export async function oneImportPerPerson<T>(userId: string, run: () => Promise<T>): Promise<T> {
  if (importing.has(userId)) throw busy();
  importing.add(userId);
  try {
    return await run();
  } finally {
    importing.delete(userId);
  }
}

/**
 * Takes the person's import lock for the transaction, or refuses (429) when a commit of theirs holds
 * it in another process: waiting would hold a connection behind a whole import.
 */
export async function lockImportOf(tx: Executor, userId: string): Promise<void> {
  const [row] = rowsOf<{ locked: boolean }>(await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${IMPORT_LOCK_CLASS}::int, hashtext(${userId}::text)) AS locked`));
  if (!row?.locked) throw busy();
}
