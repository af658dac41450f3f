import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Databases "of an earlier release", built by the tests: the schema at any migration of
 * drizzle/'s journal (a copy of the folder whose journal stops there), filled with one known row in
 * every table, and read back as a whole. Everything derives from the journal.
 */
export const root = path.resolve(import.meta.dirname, '..', '..');
export const MIGRATIONS = path.join(root, 'drizzle');

export type JournalEntry = { idx: number; when: number; tag: string; version: string; breakpoints: boolean };
export type Query = (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

export function journal(): JournalEntry[] {
  return (JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** A migrations folder holding the journal's first `count` migrations: the schema of the release that shipped them. */
export function migrationsUpTo(count: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'cwt-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const full = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const entries = full.entries.slice(0, count);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...full, entries }));
  for (const { tag } of entries) copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/** Values the generic rule cannot guess: the CHECK constraints of these columns want them. */
const KNOWN_VALUES: Record<string, unknown> = {
  'community_progress.id': '1',
  'users.display_unit': 'kg',
  'users.height_cm': '170.5',
  'goals.goal_weight': '150.5',
  'goals.target_weight_loss': null,
  'milestones.kind': 'streak',
  'milestones.unit': 'kg',
};

type Column = { table: string; column: string; dataType: string; udtName: string; nullable: boolean; generated: boolean };
type ForeignKey = { table: string; columns: string[]; refTable: string; refColumns: string[] };

async function describeSchema(query: Query) {
  const columns = (
    await query(
      `SELECT c.table_name AS "table", c.column_name AS "column", c.data_type AS "dataType", c.udt_name AS "udtName", c.is_nullable = 'YES' AS nullable,
              (c.is_identity = 'YES' OR coalesce(c.column_default, '') LIKE 'nextval(%') AS generated
         FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' ORDER BY c.table_name, c.ordinal_position`,
    )
  ).rows as Column[];
  const foreignKeys = (
    await query(
      `SELECT conrelid::regclass::text AS "table", confrelid::regclass::text AS "refTable",
              (SELECT array_agg(attname::text ORDER BY k.n) FROM unnest(conkey) WITH ORDINALITY k(num, n) JOIN pg_attribute ON attrelid = conrelid AND attnum = k.num) AS columns,
              (SELECT array_agg(attname::text ORDER BY k.n) FROM unnest(confkey) WITH ORDINALITY k(num, n) JOIN pg_attribute ON attrelid = confrelid AND attnum = k.num) AS "refColumns"
         FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
    )
  ).rows as ForeignKey[];
  const enums = (await query(`SELECT t.typname AS name, min(e.enumlabel) AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid GROUP BY t.typname`))
    .rows as Array<{ name: string; label: string }>;
  return { columns, foreignKeys, enumLabel: new Map(enums.map((e) => [e.name, e.label])) };
}

function genericValue(column: Column, enumLabel: Map<string, string>, n: number): unknown {
  const known = `${column.table}.${column.column}`;
  if (known in KNOWN_VALUES) return KNOWN_VALUES[known];
  switch (column.dataType) {
    case 'uuid':
      return randomUUID();
    case 'text':
    case 'character varying':
      return `v${n}-${column.table}-${column.column}@example.org`.toLowerCase();
    case 'integer':
    case 'smallint':
    case 'bigint':
      return String(3 + (n % 50));
    case 'numeric':
    case 'double precision':
    case 'real':
      return '123.4';
    case 'boolean':
      return true;
    case 'date':
      return '2026-03-04';
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return '2026-03-04T05:06:07.891Z';
    case 'jsonb':
    case 'json':
      return JSON.stringify({ kept: `v${n}` });
    case 'USER-DEFINED':
      return enumLabel.get(column.udtName) ?? null;
    case 'ARRAY':
      return column.udtName === '_text' ? [`v${n}`] : column.udtName === '_uuid' ? [randomUUID()] : [2];
    default:
      throw new Error(`No test value for ${known} of type ${column.dataType}: add one to KNOWN_VALUES`);
  }
}

/**
 * One row in every table of the public schema, every column set (nullable ones too, so that each
 * column's value is checked after the upgrade); foreign keys point at the rows of the tables they
 * reference, which are filled first. Returns the tables filled, in order.
 */
export async function fillEveryTable(query: Query): Promise<string[]> {
  const { columns, foreignKeys, enumLabel } = await describeSchema(query);
  const tables = [...new Set(columns.map((column) => column.table))];
  const inserted = new Map<string, Record<string, unknown>>();
  const order: string[] = [];
  let n = 0;
  while (order.length < tables.length) {
    const ready = tables.find(
      (table) => !inserted.has(table) && foreignKeys.filter((fk) => fk.table === table && fk.refTable !== table).every((fk) => inserted.has(fk.refTable)),
    );
    if (!ready) throw new Error(`The tables ${tables.filter((t) => !inserted.has(t)).join(', ')} reference each other in a cycle: fill them by hand`);
    const row: Record<string, unknown> = {};
    // A serial or identity column takes its sequence's value: a value set here would leave the
    // sequence behind, and the next row the app inserts would collide with it.
    for (const column of columns.filter((c) => c.table === ready && !c.generated)) row[column.column] = genericValue(column, enumLabel, (n += 1));
    for (const fk of foreignKeys.filter((f) => f.table === ready)) {
      const referenced = fk.refTable === ready ? undefined : inserted.get(fk.refTable);
      fk.columns.forEach((column, index) => (row[column] = referenced ? referenced[fk.refColumns[index]!] : null));
    }
    const names = Object.keys(row);
    const { rows } = await query(
      `INSERT INTO "${ready}" (${names.map((name) => `"${name}"`).join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
      names.map((name) => row[name]),
    ).catch((error: Error) => {
      throw new Error(
        `The test row for ${ready} was refused (${error.message}): name the value its constraint wants in KNOWN_VALUES (tests/support/migration-fixtures.ts)`,
      );
    });
    inserted.set(ready, rows[0] as Record<string, unknown>);
    order.push(ready);
  }
  return order;
}

/** Every row of every table in the given schemas, each as its JSON text, the rows of a table in a fixed order. */
export async function everyRow(query: Query, schemas = ['public']): Promise<Record<string, Array<Record<string, unknown>>>> {
  const tables = (
    await query(
      `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' ORDER BY 1`,
      [schemas],
    )
  ).rows as Array<{ name: string }>;
  const result: Record<string, Array<Record<string, unknown>>> = {};
  for (const { name } of tables) {
    const [schema, table] = name.split('.');
    const { rows } = await query(`SELECT to_jsonb(t)::text AS row FROM "${schema}"."${table}" t ORDER BY 1`);
    result[name] = (rows as Array<{ row: string }>).map(({ row }) => JSON.parse(row) as Record<string, unknown>);
  }
  return result;
}

/** `url` with its database name suffixed, created on the same server when missing: a test's own PostgreSQL database. */
export async function siblingDatabase(url: string, suffix: string): Promise<string> {
  const sibling = new URL(url);
  const name = `${sibling.pathname.slice(1)}_${suffix}`;
  sibling.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return sibling.toString();
}

/** Empties a PostgreSQL database: every schema dropped (public, drizzle, the job queue's), an empty public made. */
export async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DO $$ DECLARE s text; BEGIN
      FOR s IN SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' LOOP
        EXECUTE format('DROP SCHEMA %I CASCADE', s);
      END LOOP; END $$; CREATE SCHEMA public;`);
  } finally {
    await client.end();
  }
}
