import { env } from '@/env';
import { DataDirLockedError, lockDataDir } from '@/server/http/data-dir-lock';
import { NewerSchemaError } from '@/server/db/schema-version';
import { prepareDatabase } from '@/server/http/start-up';

/**
 * The configured database (DATA_DIR's PGlite, or DATABASE_URL) for a one-off command, after the
 * same steps as the server's start-up: connect, migrate, seed. The embedded database is held by one
 * process at a time, so the command takes its lock first and exits 1 while a server has it open;
 * `close` closes the database and gives the lock back.
 */
export async function openCommandDatabase() {
  let lock: ReturnType<typeof lockDataDir> | undefined;
  if (!env().databaseUrl) {
    try {
      lock = lockDataDir(env().dataDir);
    } catch (error) {
      console.error(error instanceof DataDirLockedError ? error.message : error);
      process.exit(1);
    }
  }
  const handle = await prepareDatabase(env()).catch((error: unknown) => {
    if (!(error instanceof NewerSchemaError)) throw error;
    lock?.release();
    console.error(error.message);
    process.exit(1);
  });
  return {
    db: handle.db,
    kind: handle.kind,
    close: async () => {
      await handle.close();
      lock?.release();
    },
  };
}
