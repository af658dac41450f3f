import 'server-only';
import type { Pool } from 'pg';
import type { Registry } from 'prom-client';
import type { DatabaseHandle } from '@/server/db/client';
import { logger } from '@/server/logger';
import { queueDb } from '@/server/jobs/job-queue';

type Prom = typeof import('prom-client');

/** A queue deeper than this is reported as this deep: the scrape's count stays bounded. */
export const QUEUE_DEPTH_CAP = 100_000;

/**
 * The database's gauges. PostgreSQL: the API's pool (its size, connections in use and idle,
 * callers waiting now) and how many connection requests had to wait. The embedded PGlite is one
 * connection in this process, with no pool to report: only `cwt_db_info` says which it is.
 */
export function addDatabaseGauges(prom: Prom, registry: Registry, database: DatabaseHandle): void {
  const registers = [registry];
  new prom.Gauge({ name: 'cwt_db_info', help: 'The database this process uses (1 for its kind)', labelNames: ['kind'] as const, registers }).set(
    { kind: database.kind },
    1,
  );
  if (database.kind !== 'postgres') return;
  const pool = database.pool;
  new prom.Gauge({ name: 'cwt_db_pool_max', help: 'The API pool size: connections it may open', registers }).set(pool.options.max);
  new prom.Gauge({
    name: 'cwt_db_pool_connections',
    help: 'The API pool connections open, by state (in_use, idle)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
    },
  });
  new prom.Gauge({
    name: 'cwt_db_pool_waiting',
    help: 'Callers waiting for a connection of the API pool now',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
  const waits = new prom.Counter({ name: 'cwt_db_pool_waits_total', help: 'Connection requests that found the API pool full and had to wait', registers });
  countWaits(pool, () => waits.inc());
}

/** A request for a connection waits when none is idle and the pool is at its size. */
function countWaits(pool: Pool, onWait: () => void): void {
  const connect = pool.connect.bind(pool) as (callback?: never) => unknown;
  const max = pool.options.max;
  (pool as unknown as { connect: typeof connect }).connect = (callback) => {
    if (pool.idleCount === 0 && pool.totalCount >= max) onWait();
    return connect(callback);
  };
}

type QueueFigures = Map<string, { depth: number; oldestSeconds: number }>;

/**
 * The job queue's gauges, read from pg-boss's table at scrape time (never per request): jobs
 * waiting per queue (counted up to QUEUE_DEPTH_CAP) and how long the longest-waiting job that is
 * due has waited. Both walk pg-boss's index of waiting jobs (name, start_after).
 */
export function addQueueGauges(prom: Prom, registry: Registry, database: DatabaseHandle, queues: readonly string[]): void {
  const db = queueDb(database);
  let reading: Promise<QueueFigures | undefined> | undefined;
  const read = async (): Promise<QueueFigures | undefined> => {
    const figures: QueueFigures = new Map();
    try {
      for (const queue of queues) {
        const { rows } = await db.executeSql(
          `SELECT
             (SELECT count(*) FROM (SELECT 1 FROM pgboss.job WHERE name = $1 AND state < 'active' LIMIT ${QUEUE_DEPTH_CAP}) AS waiting)::int AS depth,
             (SELECT greatest(0, extract(epoch FROM now() - start_after)) FROM pgboss.job
               WHERE name = $1 AND state < 'active' AND start_after <= now() ORDER BY start_after LIMIT 1)::float8 AS oldest`,
          [queue],
        );
        const row = rows[0] as { depth: number; oldest: number | null };
        figures.set(queue, { depth: Number(row.depth), oldestSeconds: Number(row.oldest ?? 0) });
      }
      return figures;
    } catch (error) {
      logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'metrics: the job queue could not be read');
      return undefined;
    }
  };
  // A scrape collects every metric at once: both gauges share the reading in flight, and the next
  // scrape reads afresh.
  const latest = () => {
    reading ??= read().finally(() => {
      reading = undefined;
    });
    return reading;
  };
  const registers = [registry];
  new prom.Gauge({
    name: 'cwt_job_queue_depth',
    help: `Jobs waiting in each queue (at most ${QUEUE_DEPTH_CAP} counted)`,
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      const figures = await latest();
      this.reset();
      for (const [queue, { depth }] of figures ?? []) this.set({ queue }, depth);
    },
  });
  new prom.Gauge({
    name: 'cwt_job_oldest_age_seconds',
    help: 'Seconds the longest-waiting due job of each queue has waited (0 when none waits)',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      const figures = await latest();
      this.reset();
      for (const [queue, { oldestSeconds }] of figures ?? []) this.set({ queue }, oldestSeconds);
    },
  });
}
