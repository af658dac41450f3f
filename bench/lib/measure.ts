import { startServer, type RunningServer } from '../../tests/support/server';
import type { Fixtures } from './database';
import { benchEndpoints, FLOORED_CALLS, type Endpoint, type FlooredCall } from './endpoints';
import { runLoad, type LoadResult } from './load';
import { sampleMemory } from './memory';

export type Target = { databaseUrl?: string; dataDir: string };
export type LoadShape = { connections: number; durationSeconds: number };

/** The production server as the bench runs it: no demo data, quiet logs, no per-IP sign-in limit. */
export function startBenchServer(port: number, target: Target): Promise<RunningServer> {
  return startServer({
    port,
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    env: {
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      // All load comes from one loopback address: the per-IP sign-in limit would turn it into 429s.
      RATE_LIMIT_PER_IP_PER_MINUTE: '10000000',
      // The load comes from a few people: their per-person budgets are not what is measured.
      RATE_LIMIT_READS_PER_MINUTE: '10000000',
      RATE_LIMIT_WRITES_PER_MINUTE: '10000000',
      RATE_LIMIT_MAILS_PER_10_MINUTES: '10000000',
      RATE_LIMIT_EXPORTS_PER_HOUR: '10000000',
      RATE_LIMIT_IMPORTS_PER_HOUR: '10000000',
    },
  });
}

/** Drives one endpoint for the load's time, at its own connection count when it has one. */
export function loadEndpoint(endpoint: Endpoint, baseUrl: string, load: LoadShape): Promise<LoadResult> {
  return runLoad({ ...load, connections: endpoint.connections ?? load.connections, baseUrl, name: endpoint.name, next: endpoint.next });
}

/** Each side's load is split into this many turns, app and floor taking turns (A B A B). */
const FLOOR_TURNS = 2;

/** One figure from a side's turns: requests and rate summed over time, the worse p99, the mean p50. */
function mergeTurns(turns: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => turns.reduce((total, r) => total + pick(r), 0);
  return {
    name: turns[0]!.name,
    rps: Math.round(sum((r) => r.rps) / turns.length),
    p50: Math.round((sum((r) => r.p50) / turns.length) * 10) / 10,
    p99: Math.max(...turns.map((r) => r.p99)),
    requests: sum((r) => r.requests),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
  };
}

type Side = { endpoint: Endpoint; baseUrl: string };

async function warmUp({ endpoint, baseUrl }: Side): Promise<void> {
  const request = endpoint.next();
  const answer = await fetch(new URL(request.path, baseUrl), {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(120_000),
  });
  await answer.arrayBuffer();
}

/**
 * Two sides in turns (A B A B): the app and its floor on the same call, or the dashboard's HTML
 * and the empty page's, so that a machine that drifts (another job, a warming cache, autovacuum)
 * weighs on both alike.
 */
async function inTurns(a: Side, b: Side, load: LoadShape): Promise<[LoadResult, LoadResult]> {
  // Each side answers once, unmeasured, first: a count kept for a minute (the coalition's: 13 s cold
  // on 20,000 people × a year) is then measured as it serves, not as it fills.
  await Promise.all([warmUp(a), warmUp(b)]);
  const turnLoad = { ...load, durationSeconds: Math.max(1, Math.round(load.durationSeconds / FLOOR_TURNS)) };
  const turn = ({ endpoint, baseUrl }: Side) => loadEndpoint(endpoint, baseUrl, turnLoad);
  const turnsOfA: LoadResult[] = [];
  const turnsOfB: LoadResult[] = [];
  for (let i = 0; i < FLOOR_TURNS; i++) {
    turnsOfA.push(await turn(a));
    turnsOfB.push(await turn(b));
  }
  return [mergeTurns(turnsOfA), mergeTurns(turnsOfB)];
}

/**
 * Starts the app on the target, drives every endpoint in turn, and stops it. With `floorUrl` (a
 * floor on the same PostgreSQL database), each call the floor serves alternates with it. `whileUp`
 * runs against the same server afterwards (the page figures), before it stops.
 */
export async function measureEndpoints<T = undefined>(options: {
  port: number;
  target: Target;
  fixtures: Fixtures;
  orgMembers: number;
  load: LoadShape;
  floorUrl?: string;
  whileUp?: (baseUrl: string, pageCookie: string) => Promise<T>;
}): Promise<{ results: LoadResult[]; floor: LoadResult[]; serverMemory: { peakMiB: number; lastMiB: number }; extra?: T }> {
  const server = await startBenchServer(options.port, options.target);
  const memory = sampleMemory(server.serverPid());
  const results: LoadResult[] = [];
  const floor: LoadResult[] = [];
  let extra: T | undefined;
  try {
    const endpoints = await benchEndpoints(server.url, options.fixtures, options.orgMembers);
    const order: Array<[string, Endpoint]> = [
      ['signIn', endpoints.signIn],
      ['user', endpoints.user],
      ['userLogs', endpoints.userLogs],
      ['logWeight', endpoints.logWeight],
      ['community', endpoints.community],
      ['orgAdmins', endpoints.orgAdmins],
      ['coalition', endpoints.coalition],
      ['orgProgress', endpoints.orgProgress],
      // With the empty page's HTML in turns.
      ['dashboard', endpoints.dashboard],
    ];
    for (const [key, endpoint] of order) {
      console.log(`  ${endpoint.name}…`);
      if (options.floorUrl && FLOORED_CALLS.includes(key as FlooredCall)) {
        const [app, bare] = await inTurns({ endpoint, baseUrl: server.url }, { endpoint, baseUrl: options.floorUrl }, options.load);
        results.push(app);
        floor.push(bare);
      } else if (key === 'dashboard') {
        const [empty, dashboard] = await inTurns({ endpoint: endpoints.emptyPage, baseUrl: server.url }, { endpoint, baseUrl: server.url }, options.load);
        results.push(empty, dashboard);
      } else {
        results.push(await loadEndpoint(endpoint, server.url, options.load));
      }
    }
    if (options.whileUp) extra = await options.whileUp(server.url, endpoints.pageCookie);
  } finally {
    await server.stop();
  }
  return { results, floor, serverMemory: memory.stop(), extra };
}
