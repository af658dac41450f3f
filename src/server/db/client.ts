import 'server-only';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { env } from '@/env';
import * as schema from './schema';
import { migratePglite, migratePostgres } from './migrate';
import { seedDemoData } from './seed';
import { seedContent } from '@/server/content/seed-content';
import { logger } from '@/server/logger';
import { withTransactionRetry } from './retry';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

type Handle = { db: Db; close: () => Promise<void>; kind: 'pglite' | 'postgres' };

async function afterMigrate(db: Db): Promise<void> {
  // Built-in content always follows its JSON (idempotent); demo people only when asked.
  await db.transaction((tx) => seedContent(tx));
  if (env().seedDemoData) await seedDemoData(db);
}

async function openPostgres(databaseUrl: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // A bounded wait for a connection: while the database is unreachable, calls answer 503 (not hang).
  const pool = new Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000, application_name: 'community-weight-tracker' });
  // An idle connection cut by the server (restart, pg_terminate_backend) is dropped from the pool;
  // without a listener the pool's 'error' event would end the process.
  pool.on('error', (error: Error & { code?: string }) => logger.warn({ code: error.code, reason: error.message }, 'an idle database connection was lost'));
  await migratePostgres(pool, afterMigrate);
  const db = withTransactionRetry(drizzle({ client: pool, schema }) as unknown as Db);
  return { db, close: () => pool.end(), kind: 'postgres' };
}

async function openPglite(dataDir: string): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle({ client, schema }) as unknown as Db;
  await migratePglite(db, afterMigrate);
  return { db, close: () => client.close(), kind: 'pglite' };
}

async function prepare(): Promise<Handle> {
  const started = Date.now();
  const { databaseUrl, dataDir } = env();
  const handle = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
  logger.info({ database: handle.kind, ms: Date.now() - started }, 'database ready');
  return handle;
}

// Route bundles and instrumentation are separate module graphs: the handle lives on globalThis
// so that one process opens the database (and migrates) exactly once.
const cache = globalThis as unknown as { __dbHandle?: Promise<Handle>; __dbReady?: Handle };

export function getDatabase(): Promise<Handle> {
  cache.__dbHandle ??= prepare().then(
    (handle) => {
      cache.__dbReady = handle;
      return handle;
    },
    (error: unknown) => {
      cache.__dbHandle = undefined;
      throw error;
    },
  );
  return cache.__dbHandle;
}

/** The open database, or undefined while it is still opening (or failed to): never starts opening it. */
export function openedDatabase(): Handle | undefined {
  return cache.__dbReady;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}
