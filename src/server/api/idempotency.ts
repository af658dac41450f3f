import 'server-only';
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_TTL_HOURS, idempotencyKeySchema } from '@/lib/schemas/idempotency';
import type { Db, Tx } from '@/server/db/client';
import { idempotencyKeys } from '@/server/db/schema';
import { AppError } from '@/server/errors';

/** An answer as it is stored for a repeat: the status, and the JSON text (null for a 204). */
export type StoredAnswer = { status: number; body: string | null };

type Claim = { userId: string; key: string; requestHash: string };

/** Keys older than this are forgotten: a constant, never input. */
const cutoff = sql.raw(`now() - interval '${IDEMPOTENCY_KEY_TTL_HOURS} hours'`);

/** How many expired keys (anyone's) a keyed write deletes on its way: enough to keep up, bounded. */
const SWEEP_BATCH = 100;

/** The request's `Idempotency-Key`, or undefined without one; 400 for a value that is not a key. */
export function idempotencyKeyOf(headers: IncomingHttpHeaders): string | undefined {
  const value = headers['idempotency-key'];
  if (value === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw new AppError('bad_request', `The Idempotency-Key header must be 1–${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters`);
  return parsed.data;
}

/** JSON with its object keys sorted: the same body however the client ordered its fields. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests "the same request": method, path and body (as JSON, fields in any order). */
export function requestHashOf(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${body === undefined ? '' : canonicalJson(body)}`)
    .digest('hex');
}

const keyIs = ({ userId, key }: Claim) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Claims the key inside `tx`, or finds the answer stored under it. The claim is an insert into the
 * primary key (user, key): while another transaction holds an uncommitted claim of the same key,
 * PostgreSQL makes the insert wait for it, so a concurrent repeat waits for the first request and
 * then reads its answer (or claims the key itself if the first one failed and rolled back).
 */
async function claimOrFind(tx: Tx, claim: Claim): Promise<StoredAnswer | undefined> {
  // A few rounds: an expired row is deleted and claimed again, maybe racing another repeat.
  for (let round = 0; round < 3; round++) {
    const [claimed] = await tx.insert(idempotencyKeys).values(claim).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (claimed) return undefined;
    // A new statement: under READ COMMITTED it sees the claim the insert waited for, committed.
    const [stored] = await tx
      .select({
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.responseStatus,
        body: idempotencyKeys.responseBody,
        expired: sql<boolean>`${idempotencyKeys.createdAt} < ${cutoff}`,
      })
      .from(idempotencyKeys)
      .where(keyIs(claim));
    if (!stored) continue;
    if (stored.expired) {
      await tx.delete(idempotencyKeys).where(and(keyIs(claim), sql`${idempotencyKeys.createdAt} < ${cutoff}`));
      continue;
    }
    if (stored.requestHash !== claim.requestHash) {
      throw new AppError(
        'idempotency_key_reused',
        'This Idempotency-Key was already used for another request (another method, path or body): use a new key for a new request',
      );
    }
    // Not reached while claims and answers commit together; kept so that a half-written row never replays.
    if (stored.status === null) throw new AppError('conflict', 'A request with this Idempotency-Key is in progress');
    return { status: stored.status, body: stored.body };
  }
  throw new AppError('conflict', 'A request with this Idempotency-Key is in progress; try again');
}

/**
 * Deletes up to SWEEP_BATCH expired keys of anyone, oldest first, skipping rows another
 * transaction holds (so the sweep never waits). Keys are also checked for age when read, so a
 * key left behind by the sweep is still treated as forgotten.
 */
async function sweepExpired(tx: Tx): Promise<void> {
  await tx.execute(sql`
    DELETE FROM idempotency_keys
    WHERE (user_id, key) IN (
      SELECT user_id, key FROM idempotency_keys WHERE created_at < ${cutoff}
      ORDER BY created_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED
    )`);
}

/**
 * Runs a keyed write once. The first request with a key runs `write` in the
 * transaction that claims the key and stores its answer, so both commit together: a write that
 * fails (an error, 4xx or 5xx) rolls back the claim too, and the client may retry with the same
 * key. A repeat of the same request gets the stored answer (`replayed`) and runs nothing; the key
 * with another request answers 422. `write` gets the transaction as its database (its own
 * transactions become savepoints of it).
 */
export async function withIdempotencyKey<T extends { stored: StoredAnswer }>(
  db: Db,
  claim: Claim,
  write: (db: Db) => Promise<T>,
): Promise<T | { replayed: StoredAnswer }> {
  return db.transaction(async (tx) => {
    const stored = await claimOrFind(tx, claim);
    if (stored) return { replayed: stored };
    const result = await write(tx as unknown as Db);
    await tx.update(idempotencyKeys).set({ responseStatus: result.stored.status, responseBody: result.stored.body }).where(keyIs(claim));
    await sweepExpired(tx);
    return result;
  });
}
