// `npm run restore -- <file>`: replaces the configured database (DATABASE_URL's PostgreSQL, or
// DATA_DIR's embedded database) with a backup made by `npm run backup`. Every server must be stopped;
// a backup from a newer release is refused; a refused or failed restore changes nothing.
// docs/operations.md, "Backups and restores".
import { BackupRefusedError } from '@/server/backup/backup-file';
import { restorePglite } from '@/server/backup/pglite-backup';
import { restorePostgres } from '@/server/backup/postgres-backup';
import { readDatabaseFileCommand } from './database-file-command';

const { file, databaseUrl, dataDir } = readDatabaseFileCommand('usage: npm run restore -- <file>');

try {
  const version = databaseUrl ? await restorePostgres(databaseUrl, file) : await restorePglite(dataDir, file);
  console.log(
    `Restored ${file}, at ${version}, into the ${databaseUrl ? 'PostgreSQL database at DATABASE_URL' : `embedded database in ${dataDir}`}. ` +
      'The next start migrates it to this release.',
  );
} catch (error) {
  console.error(error instanceof BackupRefusedError ? error.message : `The restore failed, and nothing was changed: ${(error as Error).message}`);
  process.exit(1);
}
