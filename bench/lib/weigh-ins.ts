import { mintTestAccessToken } from '../../tests/support/access-token';
import { openDatabase, readFixtures } from './database';
import { runLoad, type LoadResult } from './load';
import { startBenchServer, type Target } from './measure';
import { sampleMemory } from './memory';

export type WeighInBench = {
  people: number;
  load: LoadResult;
  /** pg_stat_activity samples of the app's backends: how many were running, how many waited on a lock. */
  samples: number;
  activeBackendSamples: number;
  lockWaitSamples: number;
  /** Share of busy backend time spent waiting on a row or transaction lock (0–1). */
  lockWaitShare: number;
  /** Backend-seconds spent waiting on locks over the run (samples × interval). */
  lockWaitSeconds: number;
  serverMemory: { peakMiB: number; lastMiB: number };
};

const SAMPLE_EVERY_MS = 20;

/**
 * Weigh-ins from many distinct people at once on PostgreSQL. Each connection's
 * next request is the next person in a rotation of `people`, so no two requests in flight are
 * for the same person (their own row lock is meant to serialise them); any lock wait left is
 * shared state, which the community total must not be.
 */
export async function runWeighInBench(options: { port: number; target: Target; connections: number; durationSeconds: number }): Promise<WeighInBench> {
  const db = await openDatabase(options.target);
  const server = await startBenchServer(options.port, options.target);
  const memory = sampleMemory(server.serverPid());
  let samples = 0;
  let activeBackendSamples = 0;
  let lockWaitSamples = 0;
  let sampling = true;
  try {
    const fixtures = await readFixtures(db, Math.max(2_000, options.connections * 10));
    const people = await Promise.all(fixtures.users.map(async (u) => ({ ...u, token: await mintTestAccessToken(u.id, 3 * 3600) })));
    let turn = 0;
    const sampler = (async () => {
      while (sampling) {
        const [row] = await db.query<{ active: number; waiting: number }>(
          `SELECT count(*) FILTER (WHERE state = 'active')::int AS active,
                  count(*) FILTER (WHERE state = 'active' AND wait_event_type = 'Lock')::int AS waiting
             FROM pg_stat_activity WHERE application_name = 'community-weight-tracker'`,
        );
        samples += 1;
        activeBackendSamples += row?.active ?? 0;
        lockWaitSamples += row?.waiting ?? 0;
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
      }
    })();
    const today = new Date().toISOString().slice(0, 10);
    const load = await runLoad({
      name: `POST /api/WeightLog/log-weight (${options.connections} connections, distinct people)`,
      baseUrl: server.url,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      next: () => {
        const person = people[turn++ % people.length]!;
        const body = JSON.stringify({ weight: 150 + Math.round(Math.random() * 1000) / 10, logDate: today });
        return {
          method: 'POST',
          path: '/api/WeightLog/log-weight',
          headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
          body,
        };
      },
    });
    sampling = false;
    await sampler;
    return {
      people: people.length,
      load,
      samples,
      activeBackendSamples,
      lockWaitSamples,
      lockWaitShare: activeBackendSamples === 0 ? 0 : Math.round((lockWaitSamples / activeBackendSamples) * 1000) / 1000,
      lockWaitSeconds: Math.round(lockWaitSamples * SAMPLE_EVERY_MS) / 1000,
      serverMemory: memory.stop(),
    };
  } finally {
    sampling = false;
    await server.stop();
    await db.close();
  }
}

export function weighInMarkdown(result: WeighInBench): string {
  const { load } = result;
  return [
    '| call | req/s | p50 ms | p99 ms | requests | errors | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${load.name} | ${load.rps} | ${load.p50} | ${load.p99} | ${load.requests} | ${load.errors} | ${load.non2xx} |`,
    '',
    `Row-lock waits (pg_stat_activity every ${SAMPLE_EVERY_MS} ms, ${result.samples} samples): ${result.lockWaitSamples} of ${result.activeBackendSamples} busy-backend samples waited on a lock (${(result.lockWaitShare * 100).toFixed(1)}%, about ${result.lockWaitSeconds} backend-seconds). ${result.people} people in rotation; server memory peak ${result.serverMemory.peakMiB} MiB.`,
    '',
  ].join('\n');
}
