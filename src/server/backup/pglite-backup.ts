import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readAppliedMigrations } from '@/server/db/schema-version';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '@/server/http/data-dir-lock';
import { BackupRefusedError, backupKindOf, checkBackupSchema, writeAtomically } from './backup-file';
import { requestOnlineBackup } from './online-pglite-backup';

/**
 * The embedded database's backups are PGlite's own: `dumpDataDir('gzip')` (a tar of the data
 * directory) and `loadDataDir` into a new directory. Only the process holding the data
 * directory's lock opens it: with no server running, the command takes the lock and dumps the
 * database at rest; with one running, the server makes the backup itself (online-pglite-backup.ts).
 * A restore takes the lock too, so it never pulls files from under a server: it loads the file
 * into a fresh directory beside the live one and checks its schema there; only then does it swap
 * the two (renames), so a refused or failed restore leaves the database as it was.
 */
const PGLITE_DIR = 'pglite';

function takeLock(dataDir: string): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new BackupRefusedError(
        `The embedded database in ${dataDir} is in use by a running server (pid ${error.holderPid}). ` +
          "Stop the server first, then restore (the embedded database is one process's at a time).",
      );
    throw error;
  }
}

async function openPglite(dir: string, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
}

/** A backup of the embedded database: made here while no server runs, or by the running server itself. */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number; byServer?: number }> {
  let lock: DataDirLock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return { bytes: await requestOnlineBackup(dataDir, error.holderPid, file), byServer: error.holderPid };
  }
  return { bytes: await backupAtRest(dataDir, file, lock) };
}

async function backupAtRest(dataDir: string, file: string, lock: DataDirLock): Promise<number> {
  const dir = path.join(dataDir, PGLITE_DIR);
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupRefusedError(`There is no embedded database in ${dataDir} to back up.`);
    const database = await openPglite(dir);
    try {
      const dump = await database.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      return await writeAtomically(file, async (temporary) => writeFileSync(temporary, bytes));
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

export async function restorePglite(dataDir: string, file: string): Promise<string> {
  const kind = backupKindOf(file);
  if (kind !== 'pglite')
    throw new BackupRefusedError(
      `${file} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set to the PostgreSQL database. Nothing was restored.`,
    );
  const lock = takeLock(dataDir);
  const staging = path.join(dataDir, `${PGLITE_DIR}.restoring-${randomUUID()}`);
  try {
    let version: string;
    const database = await openPglite(staging, new Blob([readFileSync(file)])).catch((error: Error) => {
      throw new BackupRefusedError(`${file} cannot be loaded as an embedded database: ${error.message}. Nothing was restored.`);
    });
    try {
      version = checkBackupSchema(file, await readAppliedMigrations((query) => database.query(query)));
    } finally {
      await database.close();
    }
    const live = path.join(dataDir, PGLITE_DIR);
    const replaced = `${live}.replaced-${randomUUID()}`;
    const hadLive = existsSync(live);
    if (hadLive) renameSync(live, replaced);
    try {
      renameSync(staging, live);
    } catch (error) {
      if (hadLive) renameSync(replaced, live);
      throw error;
    }
    rmSync(replaced, { recursive: true, force: true });
    return version;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}
