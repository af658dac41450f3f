#!/usr/bin/env node
// `npm test`: lint, types, the generated browser routes, unit, API over HTTP (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set and answers), then end-to-end in Chromium (and on PostgreSQL with Redis, for the first
// journey, the dashboard and organisation invitations, when both answer: beside the API suites). Stops at the first
// failing step. Needs only Node and Chromium: PostgreSQL and Redis are used when they answer, and the summary says what was
// skipped and why.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { buildIfNeeded, root } from './build-if-needed.mjs';
import { traceTimeline } from './trace-timeline.mjs';

const bin = (name) => `${root}/node_modules/.bin/${name}`;
const results = [];

// Before anything else: without Chromium the last step could only fail, after minutes of work.
// Where this run may install system packages (root, with apt-get), it installs Debian's chromium itself.
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
if (!executable(chromium) && !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && executable('/usr/bin/apt-get')) {
  console.log("No Chromium at /usr/bin/chromium: installing Debian's chromium with apt-get (once, about a minute)…");
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  if (!apt(['update']) || !apt(['install', '-y', 'chromium'])) console.error('apt-get could not install chromium.');
}
if (!executable(chromium)) {
  console.error(
    `No Chromium at ${chromium}: the end-to-end tests need it.\n` +
      'Install it (Debian/Ubuntu: `apt-get install chromium`), or set CHROMIUM_PATH to the Chromium executable.',
  );
  process.exit(1);
}

/** Where a URL points, without its password. */
function describe(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'an unreadable URL';
  }
}

/** null when the PostgreSQL at `url` answers a query within a few seconds, else why not. */
async function postgresProblem(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000, query_timeout: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** null when the Redis at `url` answers PING within a few seconds, else why not. */
async function redisProblem(url) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3_000, retryStrategy: () => null });
  let cause; // the socket's own error (e.g. ECONNREFUSED), more telling than "Connection is closed."
  redis.on('error', (error) => (cause ??= error));
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    const reason = cause ?? error;
    return reason instanceof Error ? reason.message || reason.name : String(reason);
  } finally {
    redis.disconnect();
  }
}

/**
 * `url` with its database name suffixed `_<suffix>`, created on the same server if missing; null
 * when it cannot be (for example without the right to create databases).
 */
async function siblingDatabase(url, suffix) {
  const { default: pg } = await import('pg');
  const sibling = new URL(url);
  const name = `${sibling.pathname.slice(1) || 'postgres'}_${suffix}`;
  sibling.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
    return sibling.toString();
  } catch (error) {
    console.log(`The browser run on PostgreSQL waits for the API suites: no database ${name} (${error instanceof Error ? error.message : error}).`);
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const postgresSkip = !databaseUrl
  ? 'TEST_DATABASE_URL is not set'
  : await postgresProblem(databaseUrl).then((problem) => (problem ? `TEST_DATABASE_URL (${describe(databaseUrl)}) does not answer: ${problem}` : null));
const redisSkip = await redisProblem(redisUrl).then((problem) => (problem ? `no Redis answers at ${describe(redisUrl)}: ${problem}` : null));
// The production shape in the browser needs both: the app on PostgreSQL, its rate limits in Redis.
const productionShapeSkip = postgresSkip ?? redisSkip;
const skipped = [
  ...(postgresSkip ? [`skip api (PostgreSQL): ${postgresSkip}`] : []),
  ...(redisSkip ? [`skip Redis: ${redisSkip} (the rate limits are tested in memory only)`] : []),
  ...(productionShapeSkip ? [`skip e2e (PostgreSQL + Redis): ${productionShapeSkip}`] : []),
];
for (const line of skipped) console.log(line);

function summary() {
  return [...results, ...skipped].join('\n');
}

/**
 * What failed in a step, out of its output: the runner's own account of the failures (vitest's
 * "Failed Tests", Playwright's numbered failures) or, without one, its last lines; and the failing tests'
 * names. Repeated after the summary, because a CI log is often read from its tail only, and a
 * step run beside others prints far above it.
 */
function failuresOf(output) {
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  // Playwright's account opens with its first failure ("  1) [project] › …"), before "N failed".
  const start = lines.findIndex((line) => /Failed Tests \d+|^\s+1\) \[|^\s+\d+ failed$/.test(line));
  const account = start >= 0 ? lines.slice(start, start + 60) : lines.slice(-40);
  const names = [];
  let inPlaywrightFailures = false;
  for (const line of lines) {
    if (/^\s+\d+ [a-z ]+$/.test(line)) inPlaywrightFailures = /^\s+\d+ failed$/.test(line);
    if (/^\s*FAIL\s+\S+ > /.test(line) || (inPlaywrightFailures && /^\s+\[[^\]]+\] › /.test(line))) names.push(line.trim().replace(/\s*─+$/, ''));
  }
  return { account: [...account, ...timelinesOf(lines)].join('\n'), names: [...new Set(names)] };
}

/** For the first failed browser tests, what each did and waited on, out of its trace (scripts/trace-timeline.mjs). */
function timelinesOf(lines) {
  const traces = [...new Set(lines.map((line) => line.trim()).filter((line) => /^test-results\/\S+\/trace\.zip$/.test(line)))];
  return traces.slice(0, 3).flatMap((trace) => {
    try {
      return [`\n  what ${trace} shows (seconds from the test's first step):`, ...traceTimeline(`${root}/${trace}`)];
    } catch (error) {
      return [`\n  ${trace} could not be read: ${error.message}`];
    }
  });
}

/** One step alone, printed as it goes. */
function step(name, command, args, env = {}) {
  return stepsAtOnce([[name, command, args, env]]);
}

/**
 * Runs independent steps at once (this machine has two cores, and each of these steps mostly waits
 * on its own server): the first prints as it goes, the others print when they end, so the log
 * stays readable. Fails after all have ended if any failed.
 */
async function stepsAtOnce(steps) {
  const runs = steps.map(([name, command, args, env = {}], index) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    if (index === 0)
      console.log(
        `\n━━ ${name}${
          steps.length > 1
            ? ` (with ${steps
                .slice(1)
                .map(([other]) => other)
                .join(', ')} at once)`
            : ''
        }`,
      );
    const output = [];
    for (const [stream, terminal] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        output.push(chunk);
        if (index === 0) terminal.write(chunk);
      });
    }
    return new Promise((resolve) =>
      child.on('close', (status) => resolve({ name, status, output, seconds: ((Date.now() - started) / 1000).toFixed(0), index })),
    );
  });
  const ended = await Promise.all(runs);
  for (const run of ended) {
    if (run.index > 0) {
      console.log(`\n━━ ${run.name}`);
      process.stdout.write(Buffer.concat(run.output));
    }
    results.push(`${run.status === 0 ? 'ok  ' : 'FAIL'} ${run.name} (${run.seconds}s)`);
  }
  const failed = ended.filter((run) => run.status !== 0);
  if (failed.length > 0) {
    console.log(`\n${summary()}`);
    const failures = failed.map((run) => ({ name: run.name, ...failuresOf(Buffer.concat(run.output).toString()) }));
    for (const { name, account } of failures) console.log(`\n━━ what failed in ${name}\n${account}`);
    console.log(
      `\n━━ failing tests\n${failures.map(({ name, names }) => `${name}:\n${names.map((test) => `  ${test}`).join('\n') || '  (none named: see above)'}`).join('\n')}`,
    );
    process.exit(failed[0].status ?? 1);
  }
}

// Two single-threaded checks on two cores, and the browser routes against their definitions
// (`npm run gen` would change nothing).
await stepsAtOnce([
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  ['types', bin('tsc'), ['--noEmit']],
  ['generated routes', bin('tsx'), ['--tsconfig', 'tsconfig.json', 'scripts/gen-api-routes.ts', '--check']],
]);
// Alone: its database tests start PGlite and migrate, which a busy machine makes slow.
await step('unit', bin('vitest'), ['run']);
console.log('\n━━ build');
const buildStarted = Date.now();
buildIfNeeded();
results.push(`ok   build (${((Date.now() - buildStarted) / 1000).toFixed(0)}s)`);
// The first journey, the dashboard and organisation invitations, desktop only (playwright.config.ts).
const productionShapeRun = (url) => ['e2e (PostgreSQL + Redis)', bin('playwright'), ['test'], { E2E_DATABASE_URL: url, E2E_REDIS_URL: redisUrl }];
// Beside the API suites when it can have a database of its own (each run empties its database's
// schema): those suites mostly wait on their servers, and the browser run fills the idle core.
const productionShapeDatabase = productionShapeSkip ? null : await siblingDatabase(databaseUrl, 'e2e');
await stepsAtOnce([
  ['api (PGlite)', bin('vitest'), ['run', '--config', 'vitest.api.config.ts'], { API_TEST_DATABASE_URL: '' }],
  ...(postgresSkip ? [] : [['api (PostgreSQL)', bin('vitest'), ['run', '--config', 'vitest.api.config.ts'], { API_TEST_DATABASE_URL: databaseUrl }]]),
  ...(productionShapeDatabase ? [productionShapeRun(productionShapeDatabase)] : []),
]);
await step('e2e (Chromium)', bin('playwright'), ['test'], { E2E_DATABASE_URL: '', E2E_REDIS_URL: '' });
// Without a database of its own (no right to create one), after the API suites, on theirs.
if (!productionShapeSkip && !productionShapeDatabase) await step(...productionShapeRun(databaseUrl));
console.log(`\n${summary()}`);
