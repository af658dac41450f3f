import { startServer, type RunningServer } from '../../tests/support/server';
import type { Fixtures } from './database';
import { benchEndpoints, type Endpoint } from './endpoints';
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

/**
 * Starts the app on the target, drives every endpoint in turn, and stops it. `whileUp` runs
 * against the same server afterwards (the page figures), before it stops.
 */
export async function measureEndpoints<T = undefined>(options: {
  port: number;
  target: Target;
  fixtures: Fixtures;
  orgMembers: number;
  load: LoadShape;
  whileUp?: (baseUrl: string, pageCookie: string) => Promise<T>;
}): Promise<{ results: LoadResult[]; serverMemory: { peakMiB: number; lastMiB: number }; extra?: T }> {
  const server = await startBenchServer(options.port, options.target);
  const memory = sampleMemory(server.serverPid());
  const results: LoadResult[] = [];
  let extra: T | undefined;
  try {
    const endpoints = await benchEndpoints(server.url, options.fixtures, options.orgMembers);
    const order: Endpoint[] = [
      endpoints.signIn,
      endpoints.user,
      endpoints.userLogs,
      endpoints.logWeight,
      endpoints.community,
      endpoints.orgAdmins,
      endpoints.coalition,
      endpoints.orgProgress,
      endpoints.dashboard,
    ];
    for (const endpoint of order) {
      console.log(`  ${endpoint.name}…`);
      const connections = endpoint.connections ?? options.load.connections;
      results.push(await runLoad({ ...options.load, connections, baseUrl: server.url, name: endpoint.name, next: endpoint.next }));
    }
    if (options.whileUp) extra = await options.whileUp(server.url, endpoints.pageCookie);
  } finally {
    await server.stop();
  }
  return { results, serverMemory: memory.stop(), extra };
}
