import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { expect } from 'vitest';
import { DEMO_COALITION_ADMIN, DEMO_MEMBER } from '@/server/db/demo-accounts';
import { signInAs } from '../support/actors';
import { api, pointAtServer } from '../support/http';
import { freePort, startOwnServer, tempDataDir } from '../support/own-server';
import { TEST_SECRETS } from '../support/server';

/**
 * The parts of the audit record's test that run outside the suite's server: `npm run admin` as
 * a process (on a fresh PGlite data directory, or on the suite's PostgreSQL), SQL straight to the
 * table (the append-only trigger), and a server of its own started with AUDIT_RETENTION_DAYS=30
 * (the purge at start). On PGlite the data directory is held by one process at a time, so the
 * SQL runs between the commands and the server, never beside them.
 */
type Sql = { query: (statement: string, values?: unknown[]) => Promise<Array<Record<string, unknown>>>; close: () => Promise<void> };

async function openSql(databaseUrl: string | undefined, dataDir: string): Promise<Sql> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { query: async (s, v) => (await client.query(s, v)).rows, close: () => client.end() };
  }
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  return { query: async (s, v) => (await client.query<Record<string, unknown>>(s, v)).rows, close: () => client.close() };
}

/** Which of UPDATE, DELETE and TRUNCATE the table refuses, each tried in a transaction rolled back. */
async function refusedWrites(sql: Sql): Promise<string[]> {
  const refused: string[] = [];
  for (const [name, statement] of [
    ['UPDATE', "UPDATE audit_entries SET outcome = 'refused'"],
    ['DELETE', 'DELETE FROM audit_entries'],
    ['TRUNCATE', 'TRUNCATE audit_entries'],
  ] as const) {
    await sql.query('BEGIN');
    try {
      await sql.query(statement);
    } catch (error) {
      if (/append-only/.test(String(error))) refused.push(name);
    } finally {
      await sql.query('ROLLBACK');
    }
  }
  return refused;
}

export async function auditOfCommandRuns(databaseUrl: string | undefined) {
  const root = process.cwd();
  const dataDir = tempDataDir();
  const env = {
    ...process.env,
    ...TEST_SECRETS,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SEED_DEMO_DATA: 'true',
    SEED_DEMO_RESIDENTS: 'false',
    LOG_LEVEL: 'warn',
  };
  const started = new Date();
  const runs: Array<{ args: string[]; exitCode: number }> = [];
  for (const args of [
    ['grant', DEMO_MEMBER.email],
    ['grant', DEMO_MEMBER.email],
    ['revoke', DEMO_MEMBER.email],
    ['grant', 'no-such-person@example.org'],
  ]) {
    const exitCode = await promisify(execFile)(
      path.join(root, 'node_modules/.bin/tsx'),
      ['--conditions=react-server', '--tsconfig', 'tsconfig.json', 'scripts/admin.ts', ...args],
      { cwd: root, env },
    ).then(
      () => 0,
      (error: { code?: number }) => error.code ?? -1,
    );
    runs.push({ args, exitCode });
  }

  const marker = randomUUID();
  const sql = await openSql(databaseUrl, dataDir);
  let commandEntries: Array<Record<string, unknown>>;
  let refused: string[];
  try {
    commandEntries = await sql.query(
      `SELECT a.action, a.outcome, a.actor_kind, a.actor_ref, u.email AS target, a.detail
         FROM audit_entries a LEFT JOIN audit_people p ON p.ref = a.target_ref LEFT JOIN users u ON u.id = p.user_id
        WHERE a.action LIKE 'coalition_admin.%' AND a.at >= $1 ORDER BY a.at`,
      [started.toISOString()],
    );
    refused = await refusedWrites(sql);
    // Two entries past a 30-day retention and two within it, marked so the check finds them.
    for (const days of [40, 31, 29, 20])
      await sql.query(
        `INSERT INTO audit_entries (at, action, outcome, actor_kind, detail) VALUES (now() - make_interval(days => $1), 'member.invite', 'succeeded', 'command', $2)`,
        [days, JSON.stringify({ marker, days: String(days) })],
      );
  } finally {
    await sql.close();
  }

  const mailDir = mkdtempSync(path.join(tmpdir(), 'cwt-audit-mail-'));
  const server = await startOwnServer({
    port: await freePort(),
    dataDir,
    databaseUrl,
    env: { AUDIT_RETENTION_DAYS: '30', RATE_LIMIT_PER_IP_PER_MINUTE: '1000' },
  });
  pointAtServer({ baseUrl: server.url, mailDir });
  let admin: { token: string } = { token: '' };
  const marked = async () => {
    const page = await api('/api/Coalition/audit?action=member.invite&pageSize=100', { token: admin.token });
    const from = (page.json.entries as Array<{ detail: Record<string, string> }>).filter((e) => e.detail.marker === marker);
    return from.map((e) => e.detail.days).sort();
  };
  let afterPurge: { oldGone: boolean; recentKept: boolean };
  try {
    admin = await signInAs(DEMO_COALITION_ADMIN.email, DEMO_COALITION_ADMIN.password);
    // The purge runs in the background once the server listens.
    await expect.poll(marked).toEqual(['20', '29']);
    const kept = await marked();
    afterPurge = { oldGone: !kept.includes('40') && !kept.includes('31'), recentKept: kept.includes('20') && kept.includes('29') };
  } finally {
    pointAtServer(undefined);
    await server.stop();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { runs, memberEmail: DEMO_MEMBER.email, commandEntries, refusedWrites: refused, afterPurge };
}
