import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_SECRETS } from '../../tests/support/server';
import { openDatabase, readFixtures, type Fixtures } from './database';
import type { LoadResult } from './load';
import { measureEndpoints, type LoadShape, type Target } from './measure';

export type Scale = { users: number; days: number; orgMembers: number };
/** `loadAverage`: the machine's 1-minute load average after the scale was measured (other work on a shared machine shows here). */
export type GrowthStep = { scale: Scale & { weightLogs: number }; results: LoadResult[]; serverMemory: { peakMiB: number }; loadAverage?: number };

/** Each scale has its own database: `<name>_<users>x<days>` beside DATABASE_URL's, or its own PGlite directory. */
export function targetFor(root: string, databaseUrl: string | undefined, scale: Scale): Target {
  const dataDir = path.join(root, 'bench', '.data', `${scale.users}x${scale.days}`);
  if (!databaseUrl) return { dataDir };
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname.replace(/^\//, '')}_${scale.users}x${scale.days}`;
  return { databaseUrl: url.toString(), dataDir };
}

async function ensureDatabase(databaseUrl: string, adminUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = await openDatabase({ databaseUrl: adminUrl, dataDir: '' });
  try {
    const [exists] = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.close();
  }
}

async function scaleUsersIn(target: Target): Promise<number> {
  if (!target.databaseUrl) mkdirSync(target.dataDir, { recursive: true });
  const db = await openDatabase(target);
  try {
    const [row] = await db.query<{ count: string }>(`SELECT count(*)::text AS count FROM users WHERE email LIKE 'scale-%@scale.example.org'`);
    return Number(row?.count ?? 0);
  } catch {
    return 0; // not migrated yet
  } finally {
    await db.close();
  }
}

/** Seeds the target to exactly this scale, unless it already holds it. */
export async function ensureSeeded(root: string, target: Target, scale: Scale, adminUrl?: string): Promise<void> {
  if (target.databaseUrl && adminUrl) await ensureDatabase(target.databaseUrl, adminUrl);
  const present = await scaleUsersIn(target);
  if (present === scale.users) return;
  if (present > 0) throw new Error(`${target.databaseUrl ?? target.dataDir} holds ${present} scale users, not ${scale.users}: drop it and run again`);
  console.log(`seeding ${scale.users} users × ${scale.days} days (${target.databaseUrl ? 'PostgreSQL' : `PGlite in ${target.dataDir}`})…`);
  const args = ['run', 'seed:scale', '--', '--users', String(scale.users), '--days', String(scale.days), '--org-members', String(scale.orgMembers)];
  const result = spawnSync('npm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...TEST_SECRETS, DATABASE_URL: target.databaseUrl ?? '', DATA_DIR: target.dataDir, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
  });
  if (result.status !== 0) throw new Error('seeding failed');
}

export async function fixturesOf(target: Target): Promise<Fixtures> {
  const db = await openDatabase(target);
  try {
    return await readFixtures(db);
  } finally {
    await db.close();
  }
}

/** The same endpoints at each scale, one database per scale: how latency grows with the data. */
export async function runGrowth(options: {
  root: string;
  databaseUrl?: string;
  scales: Scale[];
  load: LoadShape;
  freePort: () => Promise<number>;
}): Promise<GrowthStep[]> {
  const steps: GrowthStep[] = [];
  for (const scale of options.scales) {
    const target = targetFor(options.root, options.databaseUrl, scale);
    await ensureSeeded(options.root, target, scale, options.databaseUrl);
    const fixtures = await fixturesOf(target);
    console.log(`measuring at ${scale.users} users × ${scale.days} days…`);
    const { results, serverMemory } = await measureEndpoints({
      port: await options.freePort(),
      target,
      fixtures,
      orgMembers: scale.orgMembers,
      load: options.load,
    });
    steps.push({ scale: { ...scale, weightLogs: fixtures.logRows }, results, serverMemory, loadAverage: Math.round(os.loadavg()[0]! * 10) / 10 });
  }
  return steps;
}

export function growthMarkdown(steps: GrowthStep[]): string {
  const names = steps[0]?.results.map((r) => r.name) ?? [];
  const head = steps.map((s) => `${s.scale.users.toLocaleString('en-US')} users (${(s.scale.weightLogs / 1e6).toFixed(2)} M logs)`);
  const lines = [
    `Growth: req/s · p50 / p99 ms at each scale (same load; server peak memory ${steps.map((s) => `${s.serverMemory.peakMiB}`).join(' / ')} MiB${steps.every((s) => s.loadAverage !== undefined) ? `; 1-minute load average after each: ${steps.map((s) => s.loadAverage).join(' / ')}` : ''}).`,
    '',
    `| endpoint | ${head.join(' | ')} |`,
    `| --- | ${head.map(() => '---:').join(' | ')} |`,
    ...names.map(
      (name) =>
        `| ${name.replace(/ \(page of 10 of .*\)/, ' (page of 10)')} | ${steps
          .map((s) => {
            const r = s.results.find((x) => x.name === name) ?? s.results.find((x) => x.name.split(' (')[0] === name.split(' (')[0]);
            return r ? `${r.rps} · ${r.p50} / ${r.p99}${r.errors + r.non2xx ? ` (${r.errors + r.non2xx} failed)` : ''}` : '';
          })
          .join(' | ')} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
