import 'server-only';

/**
 * PostgreSQL and socket errors that mean "the connection to the database is gone or cannot be
 * made", as opposed to an error of the statement itself. They are answered 503 with Retry-After
 * (docs/decisions/0016-database-outages-and-retry.md).
 */
const CONNECTION_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovery)
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  '08001', // sqlclient_unable_to_establish_sqlconnection
]);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const MESSAGES = [
  /Connection terminated unexpectedly/i,
  /Connection terminated due to connection timeout/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

/** True when the error (or its cause, as drizzle wraps driver errors) is a lost or refused database connection. */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (CONNECTION_SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    // An AggregateError (several addresses refused, e.g. localhost as ::1 and 127.0.0.1).
    if (Array.isArray(errors) && errors.some((inner) => isConnectionError(inner))) return true;
    current = cause;
  }
  return false;
}
