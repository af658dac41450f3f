import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyPostgres, journal, MIGRATIONS, siblingDatabase } from '../support/migration-fixtures';
import { FUTURE_MIGRATION_SQL } from '../support/operations';
import { freePort, removeDir, tempDataDir } from '../support/own-server';
import { spawnServer } from '../support/server';

/**
 * A database written by a newer release (a migration this release's journal does not know) is
 * refused at start-up with a message naming both versions, before anything is migrated or seeded.
 */
// `npm test` runs the API suites once on PGlite and once on PostgreSQL: each database is tested in its own run.
const postgresUrl = process.env.API_TEST_DATABASE_URL;
const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

const head = journal().at(-1)!;
const RELEASE = `while this release knows schema ${journal().length} (${head.tag})`;
const NEWER = `it has schema ${journal().length + 1} (its last migration, dated 2100-01-01T00:00:00.000Z, is unknown to this release)`;

async function expectRefused(options: { dataDir: string; databaseUrl?: string }, what: string): Promise<void> {
  const server = spawnServer({ port: await freePort(), ...options });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain(`The server cannot start. ${what} comes from a newer release of the tracker: ${NEWER}, ${RELEASE}.`);
  expect(server.output()).toContain('Run the newer release on it, or restore a backup made by this release');
}

describe('start-up refuses a database from a newer release', { timeout: 120_000 }, () => {
  it.runIf(!postgresUrl)('on the embedded database, before seeding', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS });
    await client.query(FUTURE_MIGRATION_SQL);
    await client.close();

    await expectRefused({ dataDir }, `The embedded database in ${dataDir}`);
    const after = await PGlite.create(path.join(dataDir, 'pglite'));
    expect((await after.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n).toBe(0);
    await after.close();
  });

  it.runIf(postgresUrl)('on PostgreSQL, before seeding', async () => {
    const url = await siblingDatabase(postgresUrl!, 'newer');
    await emptyPostgres(url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: MIGRATIONS });
      await client.query(FUTURE_MIGRATION_SQL);
      const dataDir = tempDataDir();
      dirs.push(dataDir);
      await expectRefused({ dataDir, databaseUrl: url }, 'The PostgreSQL database at DATABASE_URL');
      expect((await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n).toBe(0);
    } finally {
      await client.end();
    }
  });
});
