import 'server-only';
import { sql } from 'drizzle-orm';
import { openedDatabase } from '@/server/db/client';
import { rateLimitHealth } from '@/server/rate-limit/rate-limit';
import { problemAnswer, serverAnswerHeaders } from './problem';

const CHECK_TIMEOUT_MS = 3_000;

export type HealthAnswer = { status: number; headers: Record<string, string>; body: string };

/** What /api/health reports when it is healthy; one field per dependency (add more here). */
export type Health = {
  status: 'ok';
  database: 'pglite' | 'postgres';
  /** Where the rate limits count: `redis`, `memory` (no REDIS_URL) or `memory-fallback` (Redis is away). */
  rateLimits: Awaited<ReturnType<typeof rateLimitHealth>>;
};

function unavailable(detail: string): HealthAnswer {
  return problemAnswer('unavailable', detail);
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/api/health`, answered by the server itself: 200 `{ status: 'ok', database }` when the
 * database answers a query; 503 problem+json with Retry-After while it is opening or unreachable.
 */
export async function checkHealth(): Promise<HealthAnswer> {
  const handle = openedDatabase();
  if (!handle) return unavailable('The database is not open yet');
  try {
    await within(handle.db.execute(sql`SELECT 1`), CHECK_TIMEOUT_MS);
  } catch {
    return unavailable('The database is unreachable');
  }
  const health: Health = { status: 'ok', database: handle.kind, rateLimits: await rateLimitHealth() };
  const body = JSON.stringify(health);
  return {
    status: 200,
    headers: { ...serverAnswerHeaders(), 'content-type': 'application/json', 'cache-control': 'no-store', 'content-length': String(Buffer.byteLength(body)) },
    body,
  };
}
