// `npm run bench -- [--users 20000] [--days 365] [--org-members 5000] [--connections 50] [--duration 10] [--skip-seed]
//   [--skip-pages] [--skip-lighthouse] [--page-runs 5] [--page-network slow-4g|none]
//   | --growth 1000,10000,100000 | --soak 10m [--soak-connections 200] | --instances 2 | --import-export
//   | --reminders 100000 [--reminder-connections 10] [--reminder-rate 100]
//   | --weigh-ins [--weigh-in-connections 200]` (these two: PostgreSQL, DATABASE_URL) | --share-views
// Seeds a database at scale (PGlite under bench/.data, or DATABASE_URL), starts the production
// build, drives each endpoint with autocannon over loopback, compares each product call with a
// bare node:http floor doing the same SQL, measures pages in Chromium, and writes bench/results/<date>.json
// and .md. --growth, --soak, --instances and --import-export run their own kind of measurement instead.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBaseline } from './lib/baseline';
import { startFloorProcess } from './lib/floor-process';
import { openDatabase } from './lib/database';
import { benchEndpoints, FLOORED_CALLS, SCALE_PASSWORD, tokenEndpoints } from './lib/endpoints';
import { ensureSeeded, fixturesOf, growthMarkdown, runGrowth, targetFor } from './lib/growth';
import { IMPORT_EXPORT_ROWS, importExportMarkdown, runImportExport } from './lib/import-export';
import type { LoadResult } from './lib/load';
import { loadEndpoint, measureEndpoints, startBenchServer } from './lib/measure';
import { sampleMemory } from './lib/memory';
import { CPU_SLOWDOWN, measurePages, measureServiceWorker, NETWORK_PROFILES, type NetworkProfile } from './lib/pages';
import { runLighthouse } from './lib/lighthouse';
import { machineInfo, machineLine, reportStamp, toMarkdown, writeReport } from './lib/report';
import { reminderBenchMarkdown, runReminderBench } from './lib/reminders';
import { runScaleOut, scaleOutPrerequisites } from './lib/scale-out';
import { runShareViewBench, shareViewMarkdown } from './lib/share-views';
import { runSoak, soakMarkdown } from './lib/soak';
import { runWeighInBench, weighInMarkdown } from './lib/weigh-ins';

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
    'skip-lighthouse': { type: 'boolean', default: false },
    'page-runs': { type: 'string', default: '5' },
    'page-network': { type: 'string', default: 'slow-4g' },
    growth: { type: 'string' },
    soak: { type: 'string' },
    'soak-connections': { type: 'string', default: '200' },
    instances: { type: 'string', default: '1' },
    'import-export': { type: 'boolean', default: false },
    reminders: { type: 'string' },
    'reminder-connections': { type: 'string', default: '10' },
    'reminder-rate': { type: 'string', default: '100' },
    'weigh-ins': { type: 'boolean', default: false },
    'weigh-in-connections': { type: 'string', default: '200' },
    'share-views': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
function whole(name: string, value: string | undefined, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) fail(`--${name} must be a whole number ≥ ${min} (got ${value})`);
  return n;
}
/** "10m", "90s" or a plain number of minutes. */
function minutes(value: string): number {
  const match = value.match(/^(\d+)(m|s)?$/);
  if (!match) fail(`--soak takes a duration such as 10m or 600s (got ${value})`);
  const n = match[2] === 's' ? Math.ceil(Number(match[1]) / 60) : Number(match[1]);
  return n >= 1 ? n : fail('--soak must last at least a minute');
}

const days = whole('days', values.days, 1);
const connections = whole('connections', values.connections, 1);
const durationSeconds = whole('duration', values.duration, 1);
const databaseUrl = process.env.DATABASE_URL || undefined;
const scaleOf = (users: number) => ({ users, days, orgMembers: Math.min(whole('org-members', values['org-members'], 0), users - 1) });
const scale = scaleOf(whole('users', values.users, 2));
const target = targetFor(root, undefined, scale);
if (databaseUrl) target.databaseUrl = databaseUrl;
const pageRuns = whole('page-runs', values['page-runs'], 1);
const pageNetwork = values['page-network'] as NetworkProfile;
if (!(pageNetwork in NETWORK_PROFILES)) fail(`--page-network must be one of ${Object.keys(NETWORK_PROFILES).join(', ')}`);
const instances = whole('instances', values.instances, 1);
if (instances !== 1) scaleOutPrerequisites(instances, databaseUrl, process.env.REDIS_URL);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A bench build: the production build plus the empty page every page is measured against. */
function build() {
  spawnSync(process.execPath, ['-e', "import('./scripts/build-if-needed.mjs').then((m) => m.buildIfNeeded())"], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_FLOOR_PAGE: '1' },
  });
}

async function growth(list: string) {
  const scales = list.split(',').map((n) => scaleOf(whole('growth', n.trim(), 2)));
  build();
  const load = { connections, durationSeconds };
  const steps = await runGrowth({ root, databaseUrl, scales, load, freePort });
  const report = { date: new Date().toISOString(), machine: machineInfo(), database: databaseUrl ? 'postgres' : 'pglite', load, steps };
  writeReport(root, 'growth', report, `${machineLine(report)}; ${connections} connections × ${durationSeconds} s each.\n\n${growthMarkdown(steps)}`);
}

async function soak(length: string, fixtures: Awaited<ReturnType<typeof fixturesOf>>) {
  const server = await startBenchServer(await freePort(), target);
  const memory = sampleMemory(server.serverPid(), 1_000);
  try {
    const e = await benchEndpoints(server.url, fixtures, scale.orgMembers);
    // A day's traffic in miniature: mostly dashboards reading, some weigh-ins, a few sign-ins.
    const mix = [
      { endpoint: e.userLogs, weight: 25 },
      { endpoint: e.community, weight: 25 },
      { endpoint: e.user, weight: 20 },
      { endpoint: e.logWeight, weight: 15 },
      { endpoint: e.orgAdmins, weight: 5 },
      { endpoint: e.dashboard, weight: 5 },
      { endpoint: e.signIn, weight: 5 },
    ];
    const soakConnections = whole('soak-connections', values['soak-connections'], 1);
    console.log(`soaking: ${soakConnections} connections for ${minutes(length)} min…`);
    const result = await runSoak({ baseUrl: server.url, minutes: minutes(length), connections: soakConnections, mix, rssMiB: memory.current });
    const report = {
      date: new Date().toISOString(),
      machine: machineInfo(),
      database: databaseUrl ? 'postgres' : 'pglite',
      scale: { ...scale, weightLogs: fixtures.logRows },
      soak: result,
    };
    writeReport(root, 'soak', report, `${machineLine(report)}.\n\n${soakMarkdown(result)}`);
    if (!result.passed) process.exitCode = 1;
  } finally {
    await server.stop();
    memory.stop();
  }
}

/** Importing and exporting 20 years of daily weigh-ins, on a small database of its own. */
async function importExport() {
  const small = { users: 2, days: 1, orgMembers: 1 };
  const smallTarget = targetFor(root, databaseUrl, small);
  await ensureSeeded(root, smallTarget, small, databaseUrl);
  const fixtures = await fixturesOf(smallTarget);
  build();
  const calls = await runImportExport({ port: await freePort(), target: smallTarget, fixtures });
  // Shared machines: the load average says how much else was running.
  const loadAverage = os.loadavg().map((n) => Math.round(n * 10) / 10);
  const report = {
    date: new Date().toISOString(),
    machine: machineInfo(),
    database: databaseUrl ? 'postgres' : 'pglite',
    rows: IMPORT_EXPORT_ROWS,
    loadAverage,
    calls,
  };
  writeReport(
    root,
    `import-export-${report.database}`,
    report,
    `${machineLine(report)}; one person's ${IMPORT_EXPORT_ROWS.toLocaleString('en-US')} daily weigh-ins; load average ${loadAverage.join(', ')}.\n\n${importExportMarkdown(calls)}`,
  );
}

/** 100,000 people due in the same minute: PostgreSQL only, the queue's intended home at that scale. */
async function reminders(count: string) {
  if (!databaseUrl) fail('--reminders runs on PostgreSQL: set DATABASE_URL (a database of its own: the bench adds and removes its people)');
  const people = whole('reminders', count, 1);
  const api = { connections: whole('reminder-connections', values['reminder-connections'], 1), rate: whole('reminder-rate', values['reminder-rate'], 1) };
  build();
  const result = await runReminderBench({ databaseUrl, people, port: await freePort(), api });
  const report = { date: new Date().toISOString(), machine: machineInfo(), database: 'postgres', api, reminders: result };
  writeReport(
    root,
    'reminders',
    report,
    `${machineLine(report)}; API load ${api.rate} req/s over ${api.connections} connections; load average ${os.loadavg()[0]!.toFixed(1)} at the end (other work on the machine).\n\n${reminderBenchMarkdown(result)}`,
  );
  if (!result.passed) process.exitCode = 1;
}

/** Weigh-ins of many distinct people at once, with the time PostgreSQL spent waiting on row locks. */
async function weighIns(weightLogs: number) {
  if (!databaseUrl) fail('--weigh-ins runs on PostgreSQL: set DATABASE_URL');
  const weighInConnections = whole('weigh-in-connections', values['weigh-in-connections'], 1);
  const result = await runWeighInBench({ port: await freePort(), target, connections: weighInConnections, durationSeconds });
  const report = {
    date: new Date().toISOString(),
    machine: machineInfo(),
    database: 'postgres',
    scale: { ...scale, weightLogs },
    loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
    weighIns: result,
  };
  writeReport(
    root,
    'weigh-ins',
    report,
    `${machineLine(report)}; ${durationSeconds} s; load average ${report.loadAverage.join(', ')} at the end.\n\n${weighInMarkdown(result)}`,
  );
}

/** Anonymous views of one share link on a long history, with /api/health's latency meanwhile. */
async function shareViews(fixtures: Awaited<ReturnType<typeof fixturesOf>>) {
  const result = await runShareViewBench({ port: await freePort(), target, fixtures, durationSeconds });
  const report = {
    date: new Date().toISOString(),
    machine: machineInfo(),
    database: databaseUrl ? 'postgres' : 'pglite',
    scale: { ...scale, weightLogs: fixtures.logRows },
    loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
    shareViews: result,
  };
  writeReport(
    root,
    'share-views',
    report,
    `${machineLine(report)}; ${durationSeconds} s per line; load average ${report.loadAverage.join(', ')} at the end.\n\n${shareViewMarkdown(result)}`,
  );
}

/** PGlite: the floor alone on the database once the app has let it go, each call for the full duration. */
async function floorAfterTheApp(fixtures: Awaited<ReturnType<typeof fixturesOf>>): Promise<LoadResult[]> {
  const db = await openDatabase(target);
  const port = await freePort();
  const server = await startBaseline(db, port);
  try {
    const calls = await tokenEndpoints(fixtures, scale.orgMembers);
    const results: LoadResult[] = [];
    for (const key of FLOORED_CALLS) results.push(await loadEndpoint(calls[key], `http://127.0.0.1:${port}`, { connections, durationSeconds }));
    return results;
  } finally {
    server.close();
    await db.close();
  }
}

async function main() {
  if (values.reminders) return reminders(values.reminders);
  if (values.growth) return growth(values.growth);
  if (values['import-export']) return importExport();
  if (!values['skip-seed']) await ensureSeeded(root, target, scale);
  const fixtures = await fixturesOf(target);
  build();
  if (instances > 1) {
    const passed = await runScaleOut({
      root,
      databaseUrl: databaseUrl!,
      redisUrl: process.env.REDIS_URL!,
      fixtures,
      password: SCALE_PASSWORD,
      scale,
      connections,
      durationSeconds,
      freePort,
    });
    if (!passed) process.exitCode = 1;
    return;
  }
  if (values.soak) return soak(values.soak, fixtures);
  if (values['weigh-ins']) return weighIns(fixtures.logRows);
  if (values['share-views']) return shareViews(fixtures);

  // The report and Lighthouse's files share one stamp.
  const runDate = new Date().toISOString();
  // On PostgreSQL the floor runs beside the app on the same database, taking turns with it on
  // each call; PGlite allows one process, so there the floor runs after the app has stopped.
  const floor = databaseUrl ? await startFloorProcess(databaseUrl, await freePort()) : undefined;
  const measured = await measureEndpoints({
    port: await freePort(),
    target,
    fixtures,
    orgMembers: scale.orgMembers,
    load: { connections, durationSeconds },
    floorUrl: floor?.url,
    whileUp: async (baseUrl, cookies) => {
      if (values['skip-pages']) return undefined;
      console.log(`measuring pages in Chromium (${pageRuns} runs each, network ${pageNetwork})…`);
      const figures = await measurePages({ baseUrl, cookies, runs: pageRuns, network: pageNetwork });
      const serviceWorker = await measureServiceWorker(baseUrl);
      if (values['skip-lighthouse']) return { figures, serviceWorker };
      console.log('running Lighthouse…');
      return { figures, serviceWorker, lighthouse: await runLighthouse({ root, stamp: reportStamp(runDate, ''), baseUrl, cookies }) };
    },
  }).finally(() => floor?.stop());
  const baselineResults = floor ? measured.floor : await floorAfterTheApp(fixtures);

  const report = {
    date: runDate,
    machine: machineInfo(),
    database: databaseUrl ? 'postgres' : 'pglite',
    scale: { ...scale, weightLogs: fixtures.logRows },
    load: { connections, durationSeconds },
    serverMemory: measured.serverMemory,
    results: measured.results,
    baseline: baselineResults,
    floorInTurns: Boolean(floor),
    ...(measured.extra
      ? { pages: { device: 'Moto G4 (360×640, DPR 3)', cpuSlowdown: CPU_SLOWDOWN, network: pageNetwork, runs: pageRuns, ...measured.extra } }
      : {}),
  };
  writeReport(root, '', report, toMarkdown(report));
}

await main();
