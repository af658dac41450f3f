// `npm run bench -- --instances 2`: two app processes on one PostgreSQL and one Redis behind
// nginx. Checks that sessions, access tokens and rate limits hold across the processes, then
// drives the same load at one instance directly, nginx → 1 instance and nginx → 2 instances.
import { randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { startServer, type RunningServer } from '../../tests/support/server';
import type { Fixtures } from './database';
import { tokenEndpoints } from './endpoints';
import { runLoad, type LoadResult } from './load';
import { sampleMemory } from './memory';
import { machineInfo, writeReport } from './report';
import { nginxBinary, nginxVersion, startNginx, type RunningNginx } from './nginx';
import { clientAddressBehindNginx, pageThroughNginx, rateLimitAcrossInstances, sessionChecks, type Check } from './scale-out-checks';

export type ScaleOutOptions = {
  root: string;
  databaseUrl: string;
  redisUrl: string;
  fixtures: Fixtures;
  password: string;
  scale: { users: number; days: number; orgMembers: number };
  connections: number;
  durationSeconds: number;
  freePort: () => Promise<number>;
};

/**
 * The per-IP budget both instances run with. The normal bench lifts it (all its sign-ins come
 * from loopback); here the load only uses bearer-token reads, which are not limited, so the
 * limit can stay low and the checks reach it in a few requests.
 */
const CHECK_LIMIT = 10;

type Throughput = LoadResult & { setup: string };
type Report = {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string };
  nginx: string;
  scale: ScaleOutOptions['scale'] & { weightLogs: number };
  load: { connections: number; durationSeconds: number };
  rateLimitPerIpPerMinute: number;
  checks: Check[];
  throughput: Throughput[];
  split: Record<string, number>;
  serverMemory: Record<string, { peakMiB: number; lastMiB: number }>;
};

/** The address `next start --hostname localhost` listens on, as nginx must name it. */
async function loopbackHost(): Promise<string> {
  const { address, family } = await lookup('localhost');
  return family === 6 ? `[${address}]` : address;
}

export function scaleOutMarkdown(report: Report): string {
  const lines = [
    `Scale-out run ${report.date.slice(0, 16).replace('T', ' ')} UTC on ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}; ` +
      `postgres + Redis, nginx ${report.nginx} (least_conn, keepalive, 1 worker); ${report.scale.users.toLocaleString('en-US')} users × ${report.scale.days} days ` +
      `(${report.scale.weightLogs.toLocaleString('en-US')} logs); ${report.load.connections} connections × ${report.load.durationSeconds} s each; ` +
      `instances limited to ${report.rateLimitPerIpPerMinute} requests per client address and minute.`,
    '',
    ...report.checks.map((c) => `- **${c.pass ? 'PASS' : 'FAIL'}** ${c.name}: ${c.detail}`),
    '',
    '| endpoint | setup | req/s | p50 ms | p99 ms | errors | non-2xx |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...report.throughput.map((r) => `| ${r.name} | ${r.setup} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`),
    '',
  ];
  const total = Object.values(report.split).reduce((sum, n) => sum + n, 0);
  if (total > 0) {
    const shares = Object.entries(report.split).map(([name, n]) => `${name} ${Math.round((100 * n) / total)} %`);
    lines.push(`nginx → 2 instances sent ${shares.join(', ')} of ${total} requests.`);
  }
  lines.push(
    `Server peak memory: ${Object.entries(report.serverMemory)
      .map(([name, m]) => `${name} ${m.peakMiB} MiB`)
      .join(', ')}.`,
  );
  return `${lines.join('\n')}\n`;
}

/** Exits with a clear message when `--instances` cannot run here. */
export function scaleOutPrerequisites(instances: number, databaseUrl: string | undefined, redisUrl: string | undefined): void {
  const problem =
    instances !== 2
      ? `--instances ${instances}: only 1 (the default) or 2`
      : !databaseUrl || !redisUrl
        ? '--instances 2 needs DATABASE_URL (PostgreSQL) and REDIS_URL: the instances share the database and the rate limits'
        : undefined;
  try {
    if (problem) throw new Error(problem);
    nginxBinary();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}

/** Runs the checks and the comparison, writes bench/results/<date>-instances-2.{json,md}; false if a check failed. */
export async function runScaleOut(options: ScaleOutOptions): Promise<boolean> {
  const { fixtures, freePort } = options;
  const [portA, portB, portOne, portTwo] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const env = {
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    REDIS_URL: options.redisUrl,
    // A prefix of this run's own: no counts left from an earlier run or shared with others.
    REDIS_KEY_PREFIX: `${process.env.REDIS_KEY_PREFIX || 'cwt:bench:'}${randomUUID().slice(0, 8)}:`,
    RATE_LIMIT_PER_IP_PER_MINUTE: String(CHECK_LIMIT),
    // The load comes from a few people: their per-person budgets are not what is measured.
    RATE_LIMIT_READS_PER_MINUTE: '10000000',
    RATE_LIMIT_WRITES_PER_MINUTE: '10000000',
    RATE_LIMIT_MAILS_PER_10_MINUTES: '10000000',
    RATE_LIMIT_EXPORTS_PER_HOUR: '10000000',
    RATE_LIMIT_IMPORTS_PER_HOUR: '10000000',
    // nginx on loopback is the proxy whose X-Forwarded-For the instances believe (README, docs/decisions/0015).
    TRUSTED_PROXIES: '127.0.0.1,::1',
    // Every instance is configured alike, with the public origin: nginx's.
    NEXTAUTH_URL: `http://localhost:${portTwo}`,
  };
  const servers: RunningServer[] = [];
  const proxies: RunningNginx[] = [];
  const samplers: Array<[string, ReturnType<typeof sampleMemory>]> = [];
  const report: Report = {
    date: new Date().toISOString(),
    machine: machineInfo(),
    nginx: nginxVersion(),
    scale: { ...options.scale, weightLogs: fixtures.logRows },
    load: { connections: options.connections, durationSeconds: options.durationSeconds },
    rateLimitPerIpPerMinute: CHECK_LIMIT,
    checks: [],
    throughput: [],
    split: {},
    serverMemory: {},
  };
  try {
    console.log('starting two app processes…');
    const [a, b] = await Promise.all([portA, portB].map((port) => startServer({ port, databaseUrl: options.databaseUrl, env })));
    servers.push(a!, b!);
    samplers.push(['A', sampleMemory(a!.serverPid())], ['B', sampleMemory(b!.serverPid())]);
    const host = await loopbackHost();
    const names = new Map([
      [`${host}:${portA}`, 'A'],
      [`${host}:${portB}`, 'B'],
    ]);
    const one = await startNginx({ root: options.root, port: portOne, upstreams: [`${host}:${portA}`] });
    proxies.push(one);
    const two = await startNginx({ root: options.root, port: portTwo, upstreams: [`${host}:${portA}`, `${host}:${portB}`] });
    proxies.push(two);

    console.log('checking sessions and rate limits across the instances…');
    report.checks.push(...(await sessionChecks(a!.url, b!.url, fixtures.users[0]!, options.password)));
    report.checks.push(await rateLimitAcrossInstances(a!.url, b!.url, CHECK_LIMIT));
    report.checks.push(await clientAddressBehindNginx(two.url, CHECK_LIMIT));
    report.checks.push(await pageThroughNginx(two.url));
    for (const c of report.checks) console.log(`${c.pass ? 'PASS' : 'FAIL'} ${c.name}: ${c.detail}`);

    const e = await tokenEndpoints(fixtures, options.scale.orgMembers);
    const endpoints = [e.user, e.userLogs, e.community];
    const setups = [
      { setup: '1 instance, direct', url: a!.url },
      { setup: 'nginx → 1 instance', url: one.url },
      { setup: 'nginx → 2 instances', url: two.url },
    ];
    // Unmeasured warm-up of both processes (JIT, connection pools), or the first setup loses.
    for (const endpoint of endpoints) {
      console.log(`${endpoint.name} — warm-up…`);
      await runLoad({
        name: endpoint.name,
        baseUrl: two.url,
        connections: options.connections,
        durationSeconds: Math.min(3, options.durationSeconds),
        next: endpoint.next,
      });
    }
    const before = two.upstreamCounts();
    // Setups side by side per endpoint, so drift in the machine's other load hits all three alike.
    for (const endpoint of endpoints) {
      for (const { setup, url } of setups) {
        console.log(`${endpoint.name} — ${setup}…`);
        const result = await runLoad({
          name: endpoint.name,
          baseUrl: url,
          connections: options.connections,
          durationSeconds: options.durationSeconds,
          next: endpoint.next,
        });
        report.throughput.push({ ...result, setup });
      }
    }
    for (const [upstream, count] of two.upstreamCounts()) {
      const name = names.get(upstream.replace(/,$/, '')) ?? upstream;
      report.split[name] = (report.split[name] ?? 0) + count - (before.get(upstream) ?? 0);
    }
  } catch (error) {
    report.checks.push({ name: 'the run itself', pass: false, detail: error instanceof Error ? error.message : String(error) });
    console.error(error);
  } finally {
    for (const [name, sampler] of samplers) report.serverMemory[name] = sampler.stop();
    for (const proxy of proxies) await proxy.stop();
    await Promise.all(servers.map((s) => s.stop()));
  }

  writeReport(options.root, 'instances-2', report, scaleOutMarkdown(report));
  return report.checks.every((c) => c.pass);
}
