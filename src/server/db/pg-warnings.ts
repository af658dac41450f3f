import 'server-only';
import { logger } from '@/server/logger';

/** The start of the deprecation pg 8 emits when a client is handed a query while it runs one. */
export const PG_QUERY_OVERLAP_WARNING = 'Calling client.query() when the client is already executing a query';

/** What the app logs (at error level) when that happens: one stable message to alert on. */
export const PG_QUERY_OVERLAP_LOG = 'pg: a query was sent on a connection still running another one';

const state = globalThis as unknown as { __pgOverlapLogged?: boolean };

/**
 * Overlapping queries on one connection are a bug here (pg 8 serialises them silently, pg 9
 * refuses them): inside a transaction queries go one after another. pg warns once per process;
 * that warning becomes an error in the log, with the stack of the call.
 */
export function logPgQueryOverlap(): void {
  if (state.__pgOverlapLogged) return;
  state.__pgOverlapLogged = true;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.startsWith(PG_QUERY_OVERLAP_WARNING)) {
      logger.error({ warning: warning.message, stack: warning.stack }, PG_QUERY_OVERLAP_LOG);
    }
  });
}
