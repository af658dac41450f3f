import 'server-only';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Pool } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema';
import { logger } from '@/server/logger';
import { tracingHooks } from '@/server/tracing/hooks';
import { transactionsOnOwnConnections } from './pooled-transactions';
import { withTransactionRetry } from './retry';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** An open database; the pool is kept so that migration can take one connection of its own. */
export type DatabaseHandle = { db: Db; close: () => Promise<void> } & ({ kind: 'postgres'; pool: Pool } | { kind: 'pglite' });

async function connectPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // A bounded wait for a connection: while the database is unreachable, calls answer 503 (not hang).
  const pool = new Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000, application_name: 'community-weight-tracker' });
  // An idle connection cut by the server (restart, pg_terminate_backend) is dropped from the pool;
  // without a listener the pool's 'error' event would end the process.
  pool.on('error', (error: Error & { code?: string }) => logger.warn({ code: error.code, reason: error.message }, 'an idle database connection was lost'));
  tracingHooks()?.pool(pool);
  const db = withTransactionRetry(transactionsOnOwnConnections(drizzle({ client: pool, schema }) as unknown as Db, pool));
  return { kind: 'postgres', db, pool, close: () => pool.end() };
}

async function connectPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  tracingHooks()?.pglite(client);
  const db = drizzle({ client, schema }) as unknown as Db;
  return { kind: 'pglite', db, close: () => client.close() };
}

/**
 * Connects to PostgreSQL at `databaseUrl`, or opens the embedded PGlite under `dataDir`: nothing
 * more. Locking the data directory, migrating and seeding are start-up's steps
 * (src/server/http/start-up.ts), in that order, before anything else asks for the database.
 */
export function connectDatabase({ databaseUrl, dataDir }: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return databaseUrl ? connectPostgres(databaseUrl) : connectPglite(dataDir);
}

// The server's bundle, the API's and Next.js's route bundles are separate module graphs of one
// process: the database start-up made ready is handed to all of them through globalThis.
const shared = globalThis as unknown as { __database?: DatabaseHandle };

/** Start-up's last database step: from now on getDb() answers this database, migrated and seeded. */
export function shareDatabase(handle: DatabaseHandle): void {
  shared.__database = handle;
}

/** The database start-up made ready, or undefined before that. */
export function openedDatabase(): DatabaseHandle | undefined {
  return shared.__database;
}

/**
 * The process's database. Nothing runs before start-up has made it ready (Next.js is prepared
 * and the port opened only after), so asking earlier is a bug: it fails loudly rather than
 * opening a second database that nobody migrated.
 */
export async function getDb(): Promise<Db> {
  const handle = shared.__database;
  if (!handle) throw new Error('The database is not ready: start-up (src/server/http/start-up.ts) opens, migrates and seeds it before anything asks for it');
  return handle.db;
}
