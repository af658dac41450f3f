import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which migrations a database has, against the ones this release carries in drizzle/. Drizzle
 * records each applied migration in drizzle.__drizzle_migrations as the SHA-256 of its SQL file
 * and the journal's `when` (created_at); it applies every migration of the journal later than the
 * latest recorded one. A database holding a migration later than the journal's last one, or more
 * migrations than the journal lists, was written by a newer release: this code must not run on it.
 *
 * Everything derives from drizzle/meta/_journal.json: nothing here knows how many migrations exist.
 * It reads files only (no 'server-only'), so the backup commands and the tests use it as it is.
 */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

export type JournalEntry = { idx: number; when: number; tag: string };
export type KnownMigration = JournalEntry & { hash: string };
export type AppliedMigration = { hash: string; createdAt: number };

export function readJournal(folder = MIGRATIONS_FOLDER): KnownMigration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ idx, when, tag }) => ({
    idx,
    when,
    tag,
    hash: createHash('sha256')
      .update(readFileSync(path.join(folder, `${tag}.sql`), 'utf8'))
      .digest('hex'),
  }));
}

/** The SQL that lists a database's applied migrations (no rows before the first migration). */
export const APPLIED_MIGRATIONS_SQL = `SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id`;
export const HAS_MIGRATIONS_TABLE_SQL = `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`;

/** Reads the applied migrations through any query function answering `{ rows }`. */
export async function readAppliedMigrations(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<AppliedMigration[]> {
  const present = (await query(HAS_MIGRATIONS_TABLE_SQL)).rows[0] as { present: boolean } | undefined;
  if (!present?.present) return [];
  const { rows } = await query(APPLIED_MIGRATIONS_SQL);
  return (rows as Array<{ hash: string; created_at: string }>).map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

export type SchemaComparison =
  | { status: 'empty' }
  | { status: 'current' | 'older'; applied: number; last: KnownMigration | undefined }
  | { status: 'newer'; applied: number; lastCreatedAt: number };

/** Where a database's migrations stand against this release's journal. */
export function compareSchema(applied: AppliedMigration[], known: KnownMigration[] = readJournal()): SchemaComparison {
  if (applied.length === 0) return { status: 'empty' };
  const head = known.at(-1);
  const lastCreatedAt = Math.max(...applied.map((migration) => migration.createdAt));
  if (!head || lastCreatedAt > head.when || applied.length > known.length) return { status: 'newer', applied: applied.length, lastCreatedAt };
  const last = known.filter((migration) => migration.when <= lastCreatedAt).at(-1);
  return { status: applied.length === known.length && lastCreatedAt === head.when ? 'current' : 'older', applied: applied.length, last };
}

/** "schema 19 (0018_unsubscribe_per_kind_and_ended_sessions)": how the messages name a version. */
export function describeRelease(known: KnownMigration[] = readJournal()): string {
  const head = known.at(-1);
  return head ? `schema ${known.length} (${head.tag})` : 'no schema';
}

export function describeNewer(comparison: Extract<SchemaComparison, { status: 'newer' }>): string {
  return `schema ${comparison.applied} (its last migration, dated ${new Date(comparison.lastCreatedAt).toISOString()}, is unknown to this release)`;
}

/** The database was written by a newer release: start-up and restore refuse it with this message. */
export class NewerSchemaError extends Error {
  constructor(
    what: string,
    comparison: Extract<SchemaComparison, { status: 'newer' }>,
    advice = 'Run the newer release on it, or restore a backup made by this release (docs/operations.md, "Upgrades").',
  ) {
    super(`${what} comes from a newer release of the tracker: it has ${describeNewer(comparison)}, while this release knows ${describeRelease()}. ${advice}`);
    this.name = 'NewerSchemaError';
  }
}
