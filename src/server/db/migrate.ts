import 'server-only';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Db } from './client';
import * as schema from './schema';
import { compareSchema, MIGRATIONS_FOLDER, NewerSchemaError, readAppliedMigrations } from './schema-version';

/** Arbitrary, fixed: serialises migration and seeding across processes sharing one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Runs `work` (migrating, then seeding) with the database to itself. On PostgreSQL, several
 * processes may start at once: `work` runs on one dedicated connection holding an advisory lock,
 * so the others wait and then find the schema and the seed in place. On PGlite the data
 * directory's lock (src/server/http/data-dir-lock.ts) already keeps every other process out.
 */
export async function withMigrationLock(database: DatabaseHandle, work: (db: Db) => Promise<void>): Promise<void> {
  if (database.kind === 'pglite') return work(database.db);
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await work(drizzle({ client, schema }) as unknown as Db);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/**
 * Throws NewerSchemaError when the database holds migrations this release's journal does not
 * know (a newer release wrote it): nothing may migrate, seed or serve on it.
 */
export async function refuseNewerSchema(db: Db, what: string): Promise<void> {
  const applied = await readAppliedMigrations((query) => db.execute(sql.raw(query)) as Promise<{ rows: unknown[] }>);
  const comparison = compareSchema(applied);
  if (comparison.status === 'newer') throw new NewerSchemaError(what, comparison);
}

/** Applies the migrations of drizzle/ that this database has not seen yet. */
export async function migrate(db: Db, kind: DatabaseHandle['kind']): Promise<void> {
  const { migrate: apply } = kind === 'postgres' ? await import('drizzle-orm/node-postgres/migrator') : await import('drizzle-orm/pglite/migrator');
  await apply(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
}
