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

/** Runs a pipeline of commands (each one's stdout into the next), collecting the last one's stdout; rejects with the first failure's stderr. */
function pipeline(runs: Run[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const children = runs.map(({ command, args, env }) => spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] }));
    const errors = children.map(() => '');
    let output = '';
    children.forEach((child, index) => {
      child.stderr.on('data', (chunk: Buffer) => (errors[index] += chunk.toString()));
      const next = children[index + 1];
      if (next) child.stdout.pipe(next.stdin);
      else child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      if (index === 0) child.stdin.end();
      // A later command that ends early closes its stdin: the earlier one's write error is reported by its exit.
      child.stdin.on('error', () => undefined);
    });
    let pending = children.length;
    const failures: string[] = [];
    children.forEach((child, index) => {
      child.on('error', (error) => failures.push(`${runs[index]!.command}: ${error.message}`));
      child.on('close', (code) => {
        if (code !== 0) failures.push(`${runs[index]!.command} exited with ${code}: ${errors[index]!.trim()}`);
        pending -= 1;
        if (pending > 0) return;
        if (failures.length > 0) reject(new Error(failures.join('\n')));
        else resolve(output);
      });
    });
  });
}

export async function backupPostgres(databaseUrl: string, file: string): Promise<number> {
  const { url, env } = connection(databaseUrl);
  return writeAtomically(file, (temporary) =>
    pipeline([{ command: 'pg_dump', args: ['--format=custom', '--no-owner', '--no-privileges', `--file=${temporary}`, `--dbname=${url}`], env }]).then(
      () => undefined,
    ),
  );
}

/** The migrations recorded in a pg_dump archive: the COPY data of drizzle.__drizzle_migrations, read without a database. */
export async function migrationsInArchive(file: string): Promise<AppliedMigration[]> {
  const script = await pipeline([
    { command: 'pg_restore', args: ['--data-only', '--schema=drizzle', '--table=__drizzle_migrations', '--file=-', file], env: process.env },
  ]);
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
const EMPTY_DATABASE_SQL = `DO $$ DECLARE s text; BEGIN
  FOR s IN SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', s);
  END LOOP;
END $$;
CREATE SCHEMA public;`;

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
  await pipeline([
    { command: 'pg_restore', args: ['--no-owner', '--no-privileges', '--file=-', file], env },
    {
      command: 'psql',
      args: ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--command=${EMPTY_DATABASE_SQL}`, '--file=-', `--dbname=${url}`],
      env,
    },
  ]);
  return version;
}
