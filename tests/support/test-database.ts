import path from 'node:path';
import type { Db } from '@/server/db/client';
import * as schema from '@/server/db/schema';

/** A fresh, migrated in-memory database for a unit test: real PostgreSQL semantics, no files. */
export async function createTestDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: path.join(process.cwd(), 'drizzle') });
  return { db: db as unknown as Db, close: () => client.close() };
}
