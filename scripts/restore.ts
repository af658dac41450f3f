// `npm run restore -- <file>`: replaces the configured database (DATABASE_URL's PostgreSQL, or
// DATA_DIR's embedded database) with a backup made by `npm run backup`. Every server must be stopped;
// a backup from a newer release is refused; a refused or failed restore changes nothing.
// docs/operations.md, "Backups and restores".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { env } from '@/env';
import { BackupRefusedError } from '@/server/backup/backup-file';
import { restorePglite } from '@/server/backup/pglite-backup';
import { restorePostgres } from '@/server/backup/postgres-backup';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('usage: npm run restore -- <file>');
  process.exit(2);
}
const file = path.resolve(positionals[0]!);
let settings: ReturnType<typeof env>;
try {
  settings = env();
} catch (error) {
  // The same settings as the server's: run the command with the server's environment.
  console.error(`The settings are invalid: ${(error as Error).message}`);
  process.exit(1);
}
const { databaseUrl, dataDir } = settings;

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
