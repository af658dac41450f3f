import 'server-only';
import type { Pool } from 'pg';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { isConnectionError } from './connection-errors';

type Transaction = (run: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/**
 * Runs each transaction of `db` (drizzle on `pool`) on a connection checked out here and always
 * given back. drizzle-orm's own pooled transaction() sends BEGIN before the try/finally that
 * releases its connection (drizzle-team/drizzle-orm#6241): a BEGIN on a connection that died while
 * idle (a database restart, pg_terminate_backend) kept that connection checked out for good, and
 * pool.end() waited for it forever, so the process never stopped.
 *
 * A connection that was lost (an 'error' event while it is out of the pool, or a statement failing
 * for want of a connection) goes back as broken, and the pool destroys it instead of lending it
 * again. The listener also keeps such an error, arriving between two statements, from being an
 * uncaught exception: the pool listens only to its idle connections.
 */
export function transactionsOnOwnConnections<D extends Db>(db: D, pool: Pool): D {
  // The session drizzle would build, on one connection: same schema, the default dialect (no casing).
  const dialect = new PgDialect();
  const schema = { fullSchema: db._.fullSchema, schema: db._.schema!, tableNamesMap: db._.tableNamesMap };
  const transaction: Transaction = async (run, config) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    const onError = (error: Error) => (lost ??= error);
    client.on('error', onError);
    try {
      return await new NodePgSession(client, dialect, schema).transaction(run as never, config as never);
    } catch (error) {
      if (isConnectionError(error)) lost ??= error as Error;
      throw error;
    } finally {
      client.off('error', onError);
      client.release(lost);
    }
  };
  return Object.assign(db, { transaction });
}
