import 'server-only';
import type { Server } from 'node:http';
import { env } from '@/env';
import { connectDatabase, type DatabaseHandle } from '@/server/db/client';
import { migrate, refuseNewerSchema, withMigrationLock } from '@/server/db/migrate';
import { answerBackupRequests } from '@/server/backup/online-pglite-backup';
import { NewerSchemaError } from '@/server/db/schema-version';
import { seed } from '@/server/db/seed';
import { logger } from '@/server/logger';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './data-dir-lock';
import { parseTrustedProxies } from './guards/client-address';

/**
 * The steps of start-up, in the order start.ts takes them: settings, the data directory's lock,
 * the database (connect, migrate, seed), then, after Next.js has prepared, the port. Each one
 * fails loudly: the process exits non-zero with the cause and never listens to answer 500s.
 */
export type Settings = ReturnType<typeof env>;

export function fail(message: string, error?: unknown): never {
  if (error) logger.fatal({ err: error }, message);
  else logger.fatal(message);
  // On stderr too, plainly: the person who typed `npm start` reads this.
  console.error(`\n${message}${error instanceof Error ? `\n  cause: ${error.message}` : ''}\n`);
  process.exit(1);
}

export function readSettings(): { settings: Settings; trusted: ReturnType<typeof parseTrustedProxies> } {
  try {
    const settings = env();
    return { settings, trusted: parseTrustedProxies(settings.trustedProxies) };
  } catch (error) {
    fail('The server cannot start: its settings are invalid.', error);
  }
}

/** The embedded database is one process's at a time (nothing to lock on PostgreSQL); released on exit. */
export function lockDataDirectory(settings: Settings): DataDirLock | undefined {
  if (settings.databaseUrl) return undefined;
  let lock: DataDirLock;
  try {
    lock = lockDataDir(settings.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    fail(`The server cannot start: the data directory ${settings.dataDir} cannot be locked.`, error);
  }
  process.on('exit', () => lock.release());
  return lock;
}

/**
 * Connects, then migrates and seeds with the database to itself (an advisory lock on PostgreSQL,
 * where several processes may start at once). Throws; scripts/seed-scale.ts takes the same steps.
 */
export async function prepareDatabase(settings: Pick<Settings, 'databaseUrl' | 'dataDir' | 'seedDemoData' | 'seedDemoResidents'>): Promise<DatabaseHandle> {
  const started = Date.now();
  const database = await connectDatabase(settings);
  try {
    await withMigrationLock(database, async (db) => {
      await refuseNewerSchema(db, databaseName(settings));
      await migrate(db, database.kind);
      await seed(db, { demoData: settings.seedDemoData, demoResidents: settings.seedDemoResidents });
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  logger.info({ database: database.kind, ms: Date.now() - started }, 'database ready');
  return database;
}

/** How start-up's messages name the configured database. */
function databaseName(settings: Pick<Settings, 'databaseUrl' | 'dataDir'>): string {
  return settings.databaseUrl ? 'The PostgreSQL database at DATABASE_URL' : `The embedded database in ${settings.dataDir}`;
}

export async function openDatabase(settings: Settings): Promise<DatabaseHandle> {
  let database: DatabaseHandle;
  try {
    database = await prepareDatabase(settings);
  } catch (error) {
    if (error instanceof NewerSchemaError) fail(`The server cannot start. ${error.message}`);
    const where = databaseName(settings).replace(/^The/, 'the');
    fail(`The server cannot start: ${where} could not be opened or migrated.`, error);
  }
  // Only this process may open the embedded database's files: `npm run backup` asks it for the backup.
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: { dumpDataDir: (compression: 'gzip') => Promise<Blob> } }).$client;
    try {
      answerBackupRequests(
        settings.dataDir,
        () => client.dumpDataDir('gzip'),
        (error) => logger.error({ err: error }, 'an online backup failed'),
      );
    } catch (error) {
      // Without its ready file the server is simply never asked: `npm run backup` says to stop it.
      logger.warn({ err: error }, 'online backups are off: the data directory could not be written');
    }
  }
  return database;
}

export async function listen(server: Server, port: number, hostname: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: unknown) => fail(`The server cannot listen on ${hostname}:${port}.`, error));
}
