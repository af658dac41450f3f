// `npm run bench -- [--users 20000] [--days 365] [--org-members 5000] [--connections 50] [--duration 10] [--skip-seed]
//   [--skip-pages] [--page-runs 3] [--page-network slow-4g|none]`
// Seeds a database at scale (DATA_DIR's PGlite under bench/.data, or DATABASE_URL), starts the
// production build, drives each endpoint with autocannon over loopback, compares two of them
// with a bare node:http baseline, measures three pages in Chromium (bench/lib/pages.ts), and
// writes bench/results/<date>.json and .md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { mintTestAccessToken } from '../tests/support/access-token';
import { startServer, TEST_SECRETS } from '../tests/support/server';
import { startBaseline } from './lib/baseline';
import { openDatabase, readFixtures } from './lib/database';
import { runLoad, type LoadResult } from './lib/load';
import { sampleMemory } from './lib/memory';
import { CPU_SLOWDOWN, measurePages, NETWORK_PROFILES, type NetworkProfile, type PageFigures } from './lib/pages';
import { toMarkdown } from './lib/report';
import { csrfPair, signInCookies } from './lib/session';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '20000' },
    days: { type: 'string', default: '365' },
    'org-members': { type: 'string', default: '5000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'skip-seed': { type: 'boolean', default: false },
    'skip-pages': { type: 'boolean', default: false },
    'page-runs': { type: 'string', default: '3' },
    'page-network': { type: 'string', default: 'slow-4g' },
  },
});
const users = Number(values.users);
const days = Number(values.days);
const orgMembers = Math.min(Number(values['org-members']), users - 1);
const connections = Number(values.connections);
const durationSeconds = Number(values.duration);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.join(root, 'bench', '.data', `${users}x${days}`);
const SCALE_PASSWORD = 'ScaleUser2026';
const pageRuns = Number(values['page-runs']);
const pageNetwork = values['page-network'] as NetworkProfile;
if (!(pageNetwork in NETWORK_PROFILES)) throw new Error(`--page-network must be one of ${Object.keys(NETWORK_PROFILES).join(', ')}`);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function seed() {
  console.log(`seeding ${users} users × ${days} days (${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`})…`);
  const result = spawnSync('npm', ['run', 'seed:scale', '--', '--users', String(users), '--days', String(days), '--org-members', String(orgMembers)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...TEST_SECRETS, DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
  });
  if (result.status !== 0) throw new Error('seeding failed');
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function main() {
  mkdirSync(dataDir, { recursive: true });
  if (!values['skip-seed']) seed();
  let db = await openDatabase({ databaseUrl, dataDir });
  const fixtures = await readFixtures(db);
  await db.close();

  spawnSync(process.execPath, ['-e', "import('./scripts/build-if-needed.mjs').then((m) => m.buildIfNeeded())"], { cwd: root, stdio: 'inherit' });
  const server = await startServer({ port: await freePort(), databaseUrl, dataDir, env: {
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      // All load comes from one loopback address: the per-IP sign-in limit would turn it into 429s.
      RATE_LIMIT_PER_IP_PER_MINUTE: '10000000',
    },
  });
  const base = server.url;
  const memory = sampleMemory(server.serverPid());
  const results: LoadResult[] = [];
  let pages: PageFigures[] | undefined;
  try {
    const tokens = await Promise.all(fixtures.users.map(async (u) => ({ ...u, token: await mintTestAccessToken(u.id, 3600) })));
    const adminToken = await mintTestAccessToken(fixtures.orgAdmin.id, 3600);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const common = { baseUrl: base, connections, durationSeconds };
    const today = new Date().toISOString().slice(0, 10);

    const csrf = await csrfPair(base);
    results.push(
      await runLoad({
        ...common,
        name: 'sign-in (credentials)',
        next: () => ({
          method: 'POST',
          path: '/api/auth/callback/credentials',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrf.cookie },
          body: new URLSearchParams({ csrfToken: csrf.csrfToken, email: pick(fixtures.users).email, password: SCALE_PASSWORD, json: 'true' }).toString(),
        }),
      }),
    );
    for (const [name, route] of [
      ['GET /api/User/{id}', (u: (typeof tokens)[number]) => `/api/User/${u.id}`],
      ['GET /api/WeightLog/user/{userId}', (u: (typeof tokens)[number]) => `/api/WeightLog/user/${u.id}`],
    ] as const) {
      results.push(await runLoad({ ...common, name, next: () => { const u = pick(tokens); return { path: route(u), headers: bearer(u.token) }; } }));
    }
    results.push(
      await runLoad({
        ...common,
        name: 'POST /api/WeightLog/log-weight',
        next: () => {
          const u = pick(tokens);
          return { method: 'POST', path: '/api/WeightLog/log-weight', headers: { ...bearer(u.token), 'content-type': 'application/json' }, body: JSON.stringify({ weight: 150 + Math.round(Math.random() * 1000) / 10, logDate: today }) };
        },
      }),
    );
    results.push(await runLoad({ ...common, name: 'GET /api/CommunityProgress', next: () => ({ path: '/api/CommunityProgress', headers: bearer(pick(tokens).token) }) }));
    results.push(
      await runLoad({
        ...common,
        name: `GET /api/Account/org-admins (${orgMembers} members)`,
        next: () => ({ path: `/api/Account/org-admins?accountIds=${fixtures.orgId}`, headers: bearer(adminToken) }),
      }),
    );
    const pageCookie = await signInCookies(base, fixtures.users[0]!.email, SCALE_PASSWORD);
    results.push(await runLoad({ ...common, name: 'GET /my-weight-tracker (HTML)', next: () => ({ path: '/my-weight-tracker', headers: { cookie: pageCookie } }) }));
    if (!values['skip-pages']) {
      console.log(`measuring pages in Chromium (${pageRuns} runs each, network ${pageNetwork})…`);
      pages = await measurePages({ baseUrl: base, cookies: pageCookie, runs: pageRuns, network: pageNetwork });
    }
  } finally {
    await server.stop();
  }
  const serverMemory = memory.stop();

  db = await openDatabase({ databaseUrl, dataDir });
  const baselinePort = await freePort();
  const baseline = await startBaseline(db, baselinePort);
  const baselineResults: LoadResult[] = [];
  try {
    const baseUrl = `http://127.0.0.1:${baselinePort}`;
    const common = { baseUrl, connections, durationSeconds };
    baselineResults.push(await runLoad({ ...common, name: 'GET /api/WeightLog/user/{userId}', next: () => ({ path: `/api/WeightLog/user/${pick(fixtures.users).id}` }) }));
    baselineResults.push(await runLoad({ ...common, name: 'GET /api/CommunityProgress', next: () => ({ path: '/api/CommunityProgress' }) }));
  } finally {
    baseline.close();
    await db.close();
  }

  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    database: databaseUrl ? 'postgres' : 'pglite',
    scale: { users, days, orgMembers, weightLogs: fixtures.logRows },
    load: { connections, durationSeconds },
    serverMemory,
    results,
    baseline: baselineResults,
    ...(pages ? { pages: { device: 'Moto G4 (360×640, DPR 3)', cpuSlowdown: CPU_SLOWDOWN, network: pageNetwork, runs: pageRuns, figures: pages } } : {}),
  };
  const outDir = path.join(root, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const stamp = report.date.slice(0, 16).replace(/[:T]/g, '-');
  writeFileSync(path.join(outDir, `${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = toMarkdown(report);
  writeFileSync(path.join(outDir, `${stamp}.md`), markdown);
  console.log(`\n${markdown}`);
}

await main();
