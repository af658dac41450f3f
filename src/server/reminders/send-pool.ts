import 'server-only';
import { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '@/server/db/client';
import { transactionsOnOwnConnections } from '@/server/db/pooled-transactions';
import { withTransactionRetry } from '@/server/db/retry';
import * as schema from '@/server/db/schema';
import { logger } from '@/server/logger';
import { SEND_CONCURRENCY } from './send-thread-protocol';

/**
 * The send jobs' own pool on PostgreSQL (opened in the send thread). Idle
 * connections close after 10 s: between batches the queue holds none.
 */
export function sendingPool(databaseUrl: string): { db: Db; close: () => Promise<void> } {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: SEND_CONCURRENCY.postgres,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 5_000,
    application_name: 'community-weight-tracker-reminders',
  });
  pool.on('error', (error: Error) => logger.warn({ reason: error.message }, 'an idle reminder connection was lost'));
  return { db: withTransactionRetry(transactionsOnOwnConnections(drizzle({ client: pool, schema }) as unknown as Db, pool)), close: () => pool.end() };
}
