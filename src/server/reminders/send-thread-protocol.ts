/** What the main thread and the reminder send thread say to each other. */
import type { MetricEvent } from '@/server/metrics/events';
import type { SendJob } from './find-due';

/**
 * Mails in flight per process. Each holds a database connection through its SMTP hand-off, so on
 * PostgreSQL they get a pool of their own of this size and the API's pool is not touched
 *. PGlite has one connection: one at a time.
 */
export const SEND_CONCURRENCY = { postgres: 16, pglite: 1 } as const;

export type SendThreadData = { databaseUrl: string };
export type SendRequest = { type: 'send'; id: number; job: SendJob } | { type: 'close' };
/** A failure as plain fields: `responseCode` (SMTP's) is kept so the queue's logs and tests can tell a bounce. */
export type SendFailure = { message: string; responseCode?: number; code?: string };
export type SendReply = { id: number; ok: true } | { id: number; ok: false; error: SendFailure };
/** What the thread counted (mails sent and failed), for the main thread's metrics: their registry is there. */
export type SendThreadCount = { type: 'count'; event: MetricEvent };
export type SendThreadMessage = SendReply | SendThreadCount;
