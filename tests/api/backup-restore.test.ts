import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyPostgres, everyRow, siblingDatabase, type Query } from '../support/migration-fixtures';
import { FORGET_FUTURE_MIGRATION_SQL, FUTURE_MIGRATION_SQL, logWeight, runCommand, signInMember, weightHistory } from '../support/operations';
import { freePort, removeDir, startOwnServer, tempDataDir, type OwnServer } from '../support/own-server';

/**
 * Backups that restore, over real files and real processes: a seeded database is backed up, its
 * data changed and deleted, the backup restored, and every row of every table is as it was. A
 * restore refuses a running server's database and a backup from a newer release, and a refused or
 * failed restore changes nothing. The suite's server is not touched: these tests start their own.
 */
const dirs: string[] = [];
const servers: OwnServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const dir of dirs) removeDir(dir);
});

function newDir(): string {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
}

async function start(options: Parameters<typeof startOwnServer>[0]): Promise<OwnServer> {
  const server = await startOwnServer(options);
  servers.push(server);
  return server;
}

/** The schemas the app writes: its tables, the migrations' record and the job queue's. */
const SCHEMAS = ['public', 'drizzle', 'pgboss'];

/** Changes and deletions of every kind, on the main tables. */
const CHANGES = [
  `DELETE FROM weight_logs WHERE id IN (SELECT id FROM weight_logs ORDER BY log_date DESC LIMIT 5)`,
  `UPDATE weight_logs SET weight = weight + 10`,
  `UPDATE users SET first_name = 'Changed'`,
  `DELETE FROM refresh_tokens`,
  `UPDATE accounts SET name = name || ' (renamed)'`,
];

async function change(query: Query): Promise<void> {
  for (const statement of CHANGES) await query(statement);
}

// `npm test` runs the API suites once on PGlite and once on PostgreSQL: each database is tested in its own run.
describe.runIf(!process.env.API_TEST_DATABASE_URL)('backups restore on the embedded database (PGlite)', { timeout: 300_000 }, () => {
  it('backs up online and at rest, restores every row after changes, and refuses a running server or a newer backup', async () => {
    const dataDir = newDir();
    const files = newDir();
    const backup = path.join(files, 'tracker.backup');
    const settings = { dataDir };

    const first = await start({ port: await freePort(), dataDir });
    const { token, userId } = await signInMember(first.url);
    expect(await logWeight(first.url, token, 166.6, '2026-09-09')).toBe(201);

    // While it runs, the server writes the backup itself, and keeps serving.
    const online = path.join(files, 'online.backup');
    const whileRunning = await runCommand('backup', [online], settings);
    expect(whileRunning.stderr).toBe('');
    expect(whileRunning.code).toBe(0);
    expect(whileRunning.stdout).toContain(`Backed up the embedded database in ${dataDir} to ${online} (`);
    expect(whileRunning.stdout).toContain(`, written by the running server, pid ${first.pid}).`);
    expect(readdirSync(files)).toEqual(['online.backup']);
    expect(await logWeight(first.url, token, 165.5, '2026-09-10')).toBe(201);
    expect(await first.stop()).toBe(0);

    const made = await runCommand('backup', [backup], settings);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain(`Backed up the embedded database in ${dataDir} to ${backup}`);
    expect(readdirSync(files).sort()).toEqual(['online.backup', 'tracker.backup']);

    const database = await PGlite.create(path.join(dataDir, 'pglite'));
    const query: Query = (sql, params) => database.query(sql, params);
    const atBackup = await everyRow(query, SCHEMAS);
    expect(atBackup['public.weight_logs']!.length).toBeGreaterThan(5);
    await change(query);
    expect(await everyRow(query, SCHEMAS)).not.toEqual(atBackup);
    await database.close();

    const restored = await runCommand('restore', [backup], settings);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${backup}, at schema `);
    const reopened = await PGlite.create(path.join(dataDir, 'pglite'));
    expect(await everyRow((sql, params) => reopened.query(sql, params), SCHEMAS)).toEqual(atBackup);

    // A backup of a newer release's database is refused, and the database is left as it was.
    await reopened.query(FUTURE_MIGRATION_SQL);
    await reopened.close();
    const newer = path.join(files, 'newer.backup');
    expect((await runCommand('backup', [newer], settings)).code).toBe(0);
    const current = await PGlite.create(path.join(dataDir, 'pglite'));
    await current.query(FORGET_FUTURE_MIGRATION_SQL);
    await change((sql, params) => current.query(sql, params));
    const beforeRefusal = await everyRow((sql, params) => current.query(sql, params), SCHEMAS);
    await current.close();
    const refused = await runCommand('restore', [newer], settings);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The backup ${newer} comes from a newer release of the tracker: it has schema `);
    expect(refused.stderr).toContain('Nothing was restored.');
    const untouched = await PGlite.create(path.join(dataDir, 'pglite'));
    expect(await everyRow((sql, params) => untouched.query(sql, params), SCHEMAS)).toEqual(beforeRefusal);
    await untouched.close();
    expect(readdirSync(dataDir)).toEqual(['pglite']);

    // The online backup restores and serves: what was logged before it is there, what came after is not.
    expect((await runCommand('restore', [online], settings)).code).toBe(0);
    const second = await start({ port: await freePort(), dataDir });
    const history = await weightHistory(second.url, token, userId);
    expect(history).toContainEqual(expect.objectContaining({ logDate: '2026-09-09', weight: 166.6 }));
    expect(history.filter((entry) => entry.logDate === '2026-09-10')).toEqual([]);
    const underServer = await runCommand('restore', [backup], settings);
    expect(underServer.code).toBe(1);
    expect(underServer.stderr).toContain(`is in use by a running server (pid ${second.pid}). Stop the server first, then restore`);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    expect(await second.stop()).toBe(0);

    // A file of the other database, or of nothing, is refused by name.
    const notABackup = path.join(files, 'notes.txt');
    writeFileSync(notABackup, 'not a backup');
    const wrong = await runCommand('restore', [notABackup], settings);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`${notABackup} is not a backup made by \`npm run backup\``);
  });
});

const postgresUrl = process.env.API_TEST_DATABASE_URL;
describe.runIf(postgresUrl)('backups restore on PostgreSQL (pg_dump, pg_restore)', { timeout: 300_000 }, () => {
  it('backs up a running server, refuses to restore under it, restores every row after changes, and refuses a newer backup; a failing restore changes nothing', async () => {
    const url = await siblingDatabase(postgresUrl!, 'restore');
    await emptyPostgres(url);
    const files = newDir();
    const backup = path.join(files, 'tracker.dump');
    const settings = { dataDir: newDir(), databaseUrl: url };

    const server = await start({ port: await freePort(), dataDir: settings.dataDir, databaseUrl: url });
    const { token } = await signInMember(server.url);
    expect(await logWeight(server.url, token, 166.6, '2026-09-09')).toBe(201);
    const online = await runCommand('backup', [backup], settings);
    expect(online.stderr).toBe('');
    expect(online.code).toBe(0);
    expect(readFileSync(backup).subarray(0, 5).toString()).toBe('PGDMP');
    const underServer = await runCommand('restore', [backup], settings);
    expect(underServer.code).toBe(1);
    expect(underServer.stderr).toContain('The PostgreSQL database at DATABASE_URL is in use by running tracker servers');
    expect(underServer.stderr).toContain('Stop every server first, then restore. Nothing was restored.');
    expect(await server.stop()).toBe(0);

    // At rest, so that the rows compared are the rows backed up.
    expect((await runCommand('backup', [backup], settings)).code).toBe(0);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const query: Query = (sql, params) => client.query(sql, params);
    try {
      const atBackup = await everyRow(query, SCHEMAS);
      expect(atBackup['public.weight_logs']!.length).toBeGreaterThan(5);
      await change(query);
      expect(await everyRow(query, SCHEMAS)).not.toEqual(atBackup);

      const restored = await runCommand('restore', [backup], settings);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(await everyRow(query, SCHEMAS)).toEqual(atBackup);

      // Newer: refused before anything is touched.
      await query(FUTURE_MIGRATION_SQL);
      const newer = path.join(files, 'newer.dump');
      expect((await runCommand('backup', [newer], settings)).code).toBe(0);
      await query(FORGET_FUTURE_MIGRATION_SQL);
      await change(query);
      const beforeRefusals = await everyRow(query, SCHEMAS);
      const refused = await runCommand('restore', [newer], settings);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The backup ${newer} comes from a newer release of the tracker: it has schema `);
      expect(await everyRow(query, SCHEMAS)).toEqual(beforeRefusals);

      // A backup that fails part-way, after its data is loaded: a policy naming a role this server no
      // longer has (roles are the server's, not the database's). The transaction rolls everything back.
      const role = `cwt_gone_${randomUUID().replaceAll('-', '')}`;
      await query(`CREATE ROLE ${role}`);
      await query(`CREATE POLICY kept_out ON weight_logs TO ${role} USING (false)`);
      const failing = path.join(files, 'failing.dump');
      expect((await runCommand('backup', [failing], settings)).code).toBe(0);
      await query('DROP POLICY kept_out ON weight_logs');
      await query(`DROP ROLE ${role}`);
      const failed = await runCommand('restore', [failing], settings);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('The restore failed, and nothing was changed');
      expect(failed.stderr).toContain(`role "${role}" does not exist`);
      expect(await everyRow(query, SCHEMAS)).toEqual(beforeRefusals);

      // An embedded database's backup is named for what it is.
      const embedded = path.join(files, 'embedded.backup');
      writeFileSync(embedded, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00]));
      const wrongKind = await runCommand('restore', [embedded], settings);
      expect(wrongKind.code).toBe(1);
      expect(wrongKind.stderr).toContain(`${embedded} is a backup of the embedded database: restore it with DATABASE_URL unset`);
    } finally {
      await client.end();
    }
  });
});
