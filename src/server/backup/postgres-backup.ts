import { spawn } from 'node:child_process';
import type { AppliedMigration } from '@/server/db/schema-version';
import { BackupRefusedError, backupKindOf, checkBackupSchema, writeAtomically } from './backup-file';

/**
 * PostgreSQL's backups are PostgreSQL's own tools: `pg_dump --format=custom` (consistent while the
 * servers run: it reads one snapshot) and, to restore, `pg_restore` feeding `psql` in ONE
 * transaction that first drops the database's schemas. Any error rolls all of it back, so a failed
 * restore leaves the database as it was. The password travels in PGPASSWORD, never on a command line.
 */

/** The application names the tracker's servers connect with (src/server/db/client.ts, the reminders' pool). */
export const SERVER_APPLICATION_NAMES = ['community-weight-tracker', 'community-weight-tracker-reminders'];

function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}), PGAPPNAME: 'community-weight-tracker-backup' } };
}

type Run = { command: string; args: string[]; env: NodeJS.ProcessEnv };

function failure(command: string, code: number | null, stderr: string): Error {
  return new Error(`${command} exited with ${code}: ${stderr.trim()}`);
}

/** Runs one command to its end, collecting its stdout; rejects with its stderr when it fails. */
function run({ command, args, env }: Run): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(failure(command, code, errors))));
  });
}

export async function backupPostgres(databaseUrl: string, file: string): Promise<number> {
  const { url, env } = connection(databaseUrl);
  return writeAtomically(file, (temporary) =>
    run({ command: 'pg_dump', args: ['--format=custom', '--no-owner', '--no-privileges', `--file=${temporary}`, `--dbname=${url}`], env }).then(
      () => undefined,
    ),
  );
}

/** The migrations recorded in a pg_dump archive: the COPY data of drizzle.__drizzle_migrations, read without a database. */
export async function migrationsInArchive(file: string): Promise<AppliedMigration[]> {
  const script = await run({
    command: 'pg_restore',
    args: ['--data-only', '--schema=drizzle', '--table=__drizzle_migrations', '--file=-', file],
    env: process.env,
  });
  const lines = script.split('\n');
  const start = lines.findIndex((line) => /^COPY drizzle\.__drizzle_migrations \(/.test(line));
  if (start < 0) return [];
  const columns = /\(([^)]*)\)/
    .exec(lines[start]!)![1]!
    .split(',')
    .map((column) => column.trim().replaceAll('"', ''));
  const rows = lines.slice(start + 1, lines.indexOf('\\.', start));
  return rows.map((line) => {
    const values = line.split('\t');
    return { hash: values[columns.indexOf('hash')]!, createdAt: Number(values[columns.indexOf('created_at')]) };
  });
}

/** Connections of running tracker servers to this database (a restore under them would pull the data from beneath them). */
async function runningServerConnections(databaseUrl: string): Promise<number> {
  const { default: pg } = await import('pg');
  const { url, env } = connection(databaseUrl);
  const client = new pg.Client({ connectionString: url, password: env.PGPASSWORD, application_name: 'community-weight-tracker-backup' });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(*) AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = ANY($1)',
      [SERVER_APPLICATION_NAMES],
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

/** Drops every schema of the database (public, drizzle, the job queue's) and recreates an empty public one. */
const EMPTY_DATABASE_SQL = `SET client_min_messages = warning;
DO $$ DECLARE s text; BEGIN
  FOR s IN SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', s);
  END LOOP;
END $$;
CREATE SCHEMA public;`;

/**
 * Streams the archive's SQL (pg_restore) into psql inside one transaction that starts by emptying
 * the database; COMMIT is sent only once pg_restore has ended well. A failure anywhere (a damaged
 * archive, an error in psql) ends psql without COMMIT, and PostgreSQL rolls everything back.
 */
function replaceFromArchive(url: string, env: NodeJS.ProcessEnv, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--file=-', `--dbname=${url}`], { env, stdio: ['pipe', 'ignore', 'pipe'] });
    const errors = { restore: '', psql: '' };
    restore.stderr.on('data', (chunk: Buffer) => (errors.restore += chunk.toString()));
    psql.stderr.on('data', (chunk: Buffer) => (errors.psql += chunk.toString()));
    // psql may stop reading first (an error): pg_restore's failed write is then reported by the exits.
    psql.stdin.on('error', () => undefined);
    psql.stdin.write(`BEGIN;\n${EMPTY_DATABASE_SQL}\n`);
    restore.stdout.pipe(psql.stdin, { end: false });
    const restored = new Promise<number | null>((done) => restore.on('close', done));
    restored.then((code) => {
      if (code === 0) psql.stdin.end('COMMIT;\n');
      else psql.stdin.end();
    });
    restore.on('error', reject);
    psql.on('error', reject);
    psql.on('close', async (code) => {
      const restoreCode = await restored;
      if (code !== 0) reject(failure('psql', code, errors.psql));
      else if (restoreCode !== 0) reject(failure('pg_restore', restoreCode, errors.restore));
      else resolve();
    });
  });
}

export async function restorePostgres(databaseUrl: string, file: string): Promise<string> {
  const kind = backupKindOf(file);
  if (kind !== 'postgres')
    throw new BackupRefusedError(`${file} is a backup of the embedded database: restore it with DATABASE_URL unset (into DATA_DIR). Nothing was restored.`);
  const version = checkBackupSchema(
    file,
    await migrationsInArchive(file).catch((error: Error) => {
      throw new BackupRefusedError(`${file} cannot be read as a pg_dump archive: ${error.message}`);
    }),
  );
  const servers = await runningServerConnections(databaseUrl);
  if (servers > 0)
    throw new BackupRefusedError(
      `The PostgreSQL database at DATABASE_URL is in use by running tracker servers (${servers} connection${servers === 1 ? '' : 's'}). ` +
        'Stop every server first, then restore. Nothing was restored.',
    );
  const { url, env } = connection(databaseUrl);
  await replaceFromArchive(url, env, file);
  return version;
}
