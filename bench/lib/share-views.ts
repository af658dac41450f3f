import { mintTestAccessToken } from '../../tests/support/access-token';
import { startServer } from '../../tests/support/server';
import type { Fixtures } from './database';
import { IMPORT_EXPORT_ROWS, longHistoryFile } from './import-export';
import { runLoad, type LoadResult } from './load';
import type { Target } from './measure';
import { sampleMemory } from './memory';
import { percentile } from './percentile';

/** The load of the finding: a handful of anonymous connections on one link of a long history. */
export const SHARE_CONNECTIONS = 8;
/** Client addresses the load comes from, in turn. */
const VISITORS = 4_096;
/** How often the health probe asks while the load runs. */
const PROBE_EVERY_MS = 25;

export type HealthFigures = { samples: number; p50: number; p99: number; maxMs: number };
export type ShareViewLine = { load: LoadResult; health: HealthFigures };
export type ShareViewBench = {
  historyDays: number;
  connections: number;
  idleHealth: HealthFigures;
  image: ShareViewLine;
  page: ShareViewLine;
  /** The card again, every request from one address: what the per-address limit leaves of the load (its 429s count as non-2xx). */
  oneAddress: ShareViewLine;
  serverMemory: { peakMiB: number; lastMiB: number };
};

/** `/api/health` asked one at a time, every PROBE_EVERY_MS, until `stop` resolves: its latencies. */
async function probeHealth(baseUrl: string, stop: Promise<unknown>): Promise<HealthFigures> {
  let running = true;
  void stop.finally(() => (running = false));
  const times: number[] = [];
  while (running) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/health`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  times.sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 10) / 10;
  return { samples: times.length, p50: ms(percentile(times, 50)), p99: ms(percentile(times, 99)), maxMs: ms(times.at(-1) ?? 0) };
}

/**
 * Anonymous views of one share link whose owner has 20 years of daily weigh-ins: the card image
 * (`/api/Share/{id}/image`) and the page (`/s/{id}`), each driven by SHARE_CONNECTIONS connections
 * for `durationSeconds`, with `/api/health` probed meanwhile, and then the card again with every
 * request from one address. Requests come from VISITORS client
 * addresses in turn (X-Forwarded-For from a documentation range, the server trusting loopback as
 * its proxy), so the per-address limit does not turn the load into 429s: what is measured is what
 * many visitors cost; the last line shows what the limit leaves of one address's load.
 */
export async function runShareViewBench(options: { port: number; target: Target; fixtures: Fixtures; durationSeconds: number }): Promise<ShareViewBench> {
  const server = await startServer({
    port: options.port,
    databaseUrl: options.target.databaseUrl,
    dataDir: options.target.dataDir,
    env: { SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_PER_IP_PER_MINUTE: '10000000', TRUSTED_PROXIES: '127.0.0.1,::1' },
  });
  const memory = sampleMemory(server.serverPid());
  try {
    const owner = options.fixtures.users[0]!;
    const headers = { authorization: `Bearer ${await mintTestAccessToken(owner.id, 3600)}`, 'content-type': 'application/json' };
    // Through the import, as a person would: the stored progress is settled as for any change (a second run changes nothing).
    const imported = await fetch(`${server.url}/api/WeightLog/import`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ step: 'commit', text: longHistoryFile() }),
    });
    if (!imported.ok) throw new Error(`importing the long history answered ${imported.status}: ${await imported.text()}`);
    const made = await fetch(`${server.url}/api/Share`, { method: 'POST', headers, body: JSON.stringify({ includeWeight: true, timeZone: 'UTC' }) });
    if (made.status !== 201) throw new Error(`making the share link answered ${made.status}: ${await made.text()}`);
    const { id } = (await made.json()) as { id: string };

    let address = 0;
    // 4,096 visitors: each stays well within the per-address budget, and the limiter's memory store stays small.
    const visitor = () => {
      address = (address + 1) % VISITORS;
      return { 'x-forwarded-for': `2001:db8::${address.toString(16)}` };
    };
    const idleHealth = await probeHealth(server.url, new Promise((resolve) => setTimeout(resolve, 2_000)));
    const line = async (name: string, path: string, from = visitor): Promise<ShareViewLine> => {
      // One untimed view first: the route's cold code paths.
      await (await fetch(`${server.url}${path}`, { headers: visitor() })).arrayBuffer();
      const load = runLoad({
        name,
        baseUrl: server.url,
        connections: SHARE_CONNECTIONS,
        durationSeconds: options.durationSeconds,
        next: () => ({ path, headers: from() }),
      });
      const health = probeHealth(server.url, load);
      return { load: await load, health: await health };
    };
    const image = await line(
      `GET /api/Share/{id}/image (${SHARE_CONNECTIONS} connections, ${IMPORT_EXPORT_ROWS.toLocaleString('en-US')}-day history)`,
      `/api/Share/${id}/image?locale=en-US`,
    );
    const page = await line(`GET /s/{id} (${SHARE_CONNECTIONS} connections, same link)`, `/s/${id}`);
    const oneAddress = await line(`GET /api/Share/{id}/image (${SHARE_CONNECTIONS} connections, one address)`, `/api/Share/${id}/image?locale=en-US`, () => ({
      'x-forwarded-for': '2001:db8:1::1',
    }));
    return { historyDays: IMPORT_EXPORT_ROWS, connections: SHARE_CONNECTIONS, idleHealth, image, page, oneAddress, serverMemory: memory.stop() };
  } finally {
    await server.stop();
  }
}

export function shareViewMarkdown(result: ShareViewBench): string {
  const row = ({ load, health }: ShareViewLine) =>
    `| ${load.name} | ${load.rps} | ${load.p50} | ${load.p99} | ${load.requests} | ${load.errors} | ${load.non2xx} | ${health.p50} | ${health.p99} | ${health.maxMs} |`;
  return [
    '| load | req/s | p50 ms | p99 ms | requests | errors | non-2xx | health p50 ms | health p99 ms | health max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row(result.image),
    row(result.page),
    row(result.oneAddress),
    '',
    `\`/api/health\` asked every ${PROBE_EVERY_MS} ms, one at a time; idle before the load: p50 ${result.idleHealth.p50} ms, p99 ${result.idleHealth.p99} ms (${result.idleHealth.samples} samples). Server memory peak ${result.serverMemory.peakMiB} MiB.`,
    '',
  ].join('\n');
}
