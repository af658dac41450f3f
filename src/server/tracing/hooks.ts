import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';

/**
 * Where the server's code meets tracing, without loading OpenTelemetry: start-tracing.ts installs
 * these hooks (and loads the SDK) only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Without them the
 * API's handlers and the database clients are exactly what they are untraced.
 */
export type TracingHooks = {
  /** Runs one API call in a server span named after its route template ("GET /api/User/{id}"). */
  apiCall: (method: string, template: string) => <T>(req: IncomingMessage, res: ServerResponse, run: () => Promise<T>) => Promise<T>;
  /** Gives each statement of this pool's connections a child span of the call that runs it. */
  pool: (pool: Pool) => void;
  /** The same for the embedded database's one connection. */
  pglite: (client: PGlite) => void;
};

// Installed once per process and read by every module graph (the server's, the API's, Next.js's).
const shared = globalThis as unknown as { __cwtTracing?: TracingHooks };

export function tracingHooks(): TracingHooks | undefined {
  return shared.__cwtTracing;
}

export function installTracingHooks(hooks: TracingHooks): void {
  shared.__cwtTracing = hooks;
}
