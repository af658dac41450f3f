import 'server-only';
import path from 'node:path';
import type { Pool } from 'pg';
import type { Db } from './client';
import * as schema from './schema';

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');
/** Arbitrary, fixed: serialises migration and seeding across processes sharing one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;

type Setup = (db: Db) => Promise<void>;

export async function migratePglite(db: Db, afterMigrate: Setup): Promise<void> {
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  await afterMigrate(db);
}

/** Migrates (and seeds) on one dedicated connection holding an advisory lock. */
export async function migratePostgres(pool: Pool, afterMigrate: Setup): Promise<void> {
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await afterMigrate(db as unknown as Db);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
