import { closeSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { compareSchema, describeRelease, NewerSchemaError, readJournal, type AppliedMigration } from '@/server/db/schema-version';

/**
 * What the backup commands share: the two kinds of backup file, recognised by their first bytes
 * (a PostgreSQL backup is a plain pg_dump custom-format archive, "PGDMP"; an embedded one is
 * PGlite's own gzip-compressed tar of its data directory), the refusal every check ends in, and
 * the schema check that runs before anything of the target is touched.
 */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

export type BackupKind = 'postgres' | 'pglite';

export function backupKindOf(file: string): BackupKind {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    throw new BackupRefusedError(`The backup file ${file} cannot be read: ${(error as Error).message}`);
  }
  const head = Buffer.alloc(5);
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new BackupRefusedError(`${file} is not a backup made by \`npm run backup\` (neither a pg_dump archive nor an embedded database's).`);
}

/** Refuses a backup from a newer release, or one holding no migrations (not this app's). */
export function checkBackupSchema(file: string, applied: AppliedMigration[]): string {
  const comparison = compareSchema(applied);
  if (comparison.status === 'empty') throw new BackupRefusedError(`${file} holds no tracker database (it has no applied migrations): nothing was restored.`);
  if (comparison.status === 'newer')
    throw new BackupRefusedError(
      new NewerSchemaError(`The backup ${file}`, comparison, 'Restore it with that release, or choose a backup made by this one. Nothing was restored.')
        .message,
    );
  const known = readJournal();
  return comparison.status === 'current' ? describeRelease(known) : `schema ${comparison.applied} (${comparison.last?.tag ?? 'unknown'})`;
}

/** Writes through `write(temporary)` and renames into place: a failed backup leaves no half file under the name asked for. */
export async function writeAtomically(file: string, write: (temporary: string) => Promise<void>): Promise<number> {
  const temporary = `${file}.partial-${process.pid}`;
  try {
    await write(temporary);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
  return statSync(file).size;
}
