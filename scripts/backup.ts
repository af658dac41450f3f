// `npm run backup -- <file>`: a backup of the configured database (DATABASE_URL's PostgreSQL, with
// pg_dump, while the servers run; or DATA_DIR's embedded database: at rest, or by its running server).
// docs/operations.md, "Backups and restores".
import { BackupRefusedError } from '@/server/backup/backup-file';
import { backupPglite } from '@/server/backup/pglite-backup';
import { backupPostgres } from '@/server/backup/postgres-backup';
import { readDatabaseFileCommand } from './database-file-command';

const { file, databaseUrl, dataDir } = readDatabaseFileCommand('usage: npm run backup -- <file>');

try {
  if (databaseUrl) {
    const bytes = await backupPostgres(databaseUrl, file);
    console.log(`Backed up the PostgreSQL database at DATABASE_URL to ${file} (${bytes} bytes).`);
  } else {
    const { bytes, byServer } = await backupPglite(dataDir, file);
    console.log(
      `Backed up the embedded database in ${dataDir} to ${file} (${bytes} bytes${byServer ? `, written by the running server, pid ${byServer}` : ''}).`,
    );
  }
} catch (error) {
  console.error(error instanceof BackupRefusedError ? error.message : `The backup failed: ${(error as Error).message}`);
  process.exit(1);
}
