import { env } from '@/env';
import { DataDirLockedError, lockDataDir } from '@/server/http/data-dir-lock';
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
  const handle = await prepareDatabase(env());
  return {
    db: handle.db,
    kind: handle.kind,
    close: async () => {
      await handle.close();
      lock?.release();
    },
  };
}
