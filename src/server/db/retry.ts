import 'server-only';
import { isConnectionError } from './connection-errors';
import { logger } from '@/server/logger';

type Transaction = (run: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;
/** Any drizzle database: only its transaction() is wrapped. */
type Transactional = { transaction: (...args: never[]) => Promise<unknown> };

/**
 * Retries a transaction once when it failed only because its connection was cut, and only when
 * that happened before COMMIT was sent: the server then rolled it back, so running it again
 * cannot apply it twice. Once the transaction's body has returned, drizzle sends COMMIT; a
 * connection lost from then on leaves the outcome unknown, and the error is answered (503)
 * without a retry (docs/decisions/0016-database-outages-and-retry.md).
 */
export function withTransactionRetry<D extends Transactional>(db: D): D {
  const original = db.transaction.bind(db) as Transaction;
  const transaction: Transaction = async (run, config) => {
    let bodyReturned = false;
    const attempt = () =>
      original(async (tx) => {
        bodyReturned = false;
        const result = await run(tx);
        bodyReturned = true;
        return result;
      }, config);
    try {
      return await attempt();
    } catch (error) {
      if (bodyReturned || !isConnectionError(error)) throw error;
      logger.warn({ reason: (error as Error).message }, 'database connection lost inside a transaction before COMMIT: retrying it once');
      return attempt();
    }
  };
  return Object.assign(db, { transaction });
}

/**
 * Runs a read that is not inside a transaction, and runs it once more if it failed only because
 * its connection was cut: it wrote nothing, so running it again changes nothing
 * (the weigh-in's read too, which has no transaction of its own).
 */
export async function readRetryingOnceIfCut<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isConnectionError(error)) throw error;
    logger.warn({ reason: (error as Error).message }, 'database connection lost during a read: retrying it once');
    return read();
  }
}
