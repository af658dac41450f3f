import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ALLOWED, expectKept } from '../support/additive-migrations';
import { emptyPostgres, everyRow, fillEveryTable, journal, MIGRATIONS, migrationsUpTo, siblingDatabase, type Query } from '../support/migration-fixtures';

/**
 * Upgrades keep data. For every migration of the journal, a database of the release that shipped
 * it (migrations up to it applied, one known row in every table) is migrated to today, and every
 * row and every column value it had must still be there unchanged. And a review rule: a migration
 * never drops or rewrites what an earlier release's code reads (docs/operations.md, "Upgrades").
 */

/** What a migration must not do to what exists: each pattern with the words the failure shows. */
const FORBIDDEN: Array<[RegExp, string]> = [
  [/\bDROP\s+COLUMN\b/i, 'drops a column'],
  [/\bDROP\s+TABLE\b/i, 'drops a table'],
  [/\bALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b/i, "changes a column's type"],
  [/\bRENAME\b/i, 'renames something'],
  [/\bSET\s+NOT\s+NULL\b/i, 'makes an existing column NOT NULL'],
  [/\bADD\s+COLUMN\b(?![^;]*\bDEFAULT\b)[^;]*\bNOT\s+NULL\b/i, 'adds a NOT NULL column without a default'],
];

function statements(tag: string): string[] {
  return readFileSync(path.join(MIGRATIONS, `${tag}.sql`), 'utf8')
    .replace(/--[^\n]*$/gm, (comment) => (comment.startsWith('--> statement-breakpoint') ? ';' : ''))
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

describe('every migration is additive (review rule)', () => {
  it.each(journal().map((entry) => entry.tag))('%s drops, renames and rewrites nothing existing (or is allowed, with its reason)', (tag) => {
    const found = statements(tag).flatMap((statement) => FORBIDDEN.filter(([pattern]) => pattern.test(statement)).map(([, what]) => `${what}: ${statement}`));
    if (ALLOWED.has(tag)) expect(ALLOWED.get(tag)!.reason.length).toBeGreaterThan(20);
    else expect(found, `${tag} breaks the additive rule; ship the change over two releases (docs/operations.md, "Upgrades")`).toEqual([]);
  });

  it('the allow-list names only migrations that exist', () => {
    const tags = new Set(journal().map((entry) => entry.tag));
    expect([...ALLOWED.keys()].filter((tag) => !tags.has(tag))).toEqual([]);
  });
});

async function upgradeFrom(count: number, open: () => Promise<{ query: Query; migrateWith: (folder: string) => Promise<void>; close: () => Promise<void> }>) {
  const folder = migrationsUpTo(count);
  const database = await open();
  try {
    await database.migrateWith(folder);
    const filled = await fillEveryTable(database.query);
    const before = await everyRow(database.query);
    expect(Object.keys(before)).toHaveLength(filled.length);
    await database.migrateWith(MIGRATIONS);
    const after = await everyRow(database.query);
    expectKept(before, after, count);
    const applied = (await database.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0] as { n: number };
    expect(applied.n).toBe(journal().length);
  } finally {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

const steps = journal().map((entry, index) => ({ count: index + 1, tag: entry.tag }));

// `npm test` runs the API suites once on PGlite and once on PostgreSQL: each database is tested in its own run.
describe.runIf(!process.env.API_TEST_DATABASE_URL)('an embedded database of every earlier release upgrades with its data (PGlite)', () => {
  it.each(steps)('from migration $count ($tag)', async ({ count }) => {
    await upgradeFrom(count, async () => {
      const client = await PGlite.create();
      const db = drizzlePglite({ client });
      return {
        query: (sql, params) => client.query(sql, params),
        migrateWith: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
        close: () => client.close(),
      };
    });
  });
});

const postgresUrl = process.env.API_TEST_DATABASE_URL;
describe.runIf(postgresUrl)('a PostgreSQL database of every earlier release upgrades with its data', () => {
  it.each(steps)('from migration $count ($tag)', async ({ count }) => {
    const url = await siblingDatabase(postgresUrl!, 'upgrade');
    await emptyPostgres(url);
    await upgradeFrom(count, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const db = drizzlePostgres({ client });
      return {
        query: (sql, params) => client.query(sql, params),
        migrateWith: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
        close: () => client.end(),
      };
    });
  });
});
