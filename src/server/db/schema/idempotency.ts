import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { ownerColumn } from './users';

/**
 * The answers of writes sent with an `Idempotency-Key` header, one per caller and
 * key: a repeat of the request gets the stored answer instead of running again. The row is
 * written in the same transaction as the write it answers, so a failed write leaves none and a
 * concurrent repeat waits on the primary key. Rows older than 24 hours are expired.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerColumn(),
    /** The client's key as sent: 1–255 visible ASCII characters. */
    key: text('key').notNull(),
    /** sha256 of the method, the path and the canonical JSON body of the request. */
    requestHash: text('request_hash').notNull(),
    /** Null only inside the transaction that claimed the key, before the write has answered. */
    responseStatus: integer('response_status'),
    /** The answer's JSON text; null for a 204. */
    responseBody: text('response_body'),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
