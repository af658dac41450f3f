import autocannon from 'autocannon';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { mintTestAccessToken } from '../../tests/support/access-token';
import { startServer } from '../../tests/support/server';
import { pick } from './endpoints';
import { sampleMemory } from './memory';
import { percentile } from './percentile';

/**
 * `npm run bench -- --reminders 100000`: that many people with a daily reminder due in
 * the same minute, on PostgreSQL; one app process sends them to a local SMTP listener that only
 * counts. Measured: from the due minute to the last mail handed to SMTP, mails per second, the
 * API's p99 (GET /api/User/{id}) idle and during the batch, and the server's memory.
 */
export type ReminderBench = {
  people: number;
  enqueuedAfterSeconds: number | null;
  firstMailAfterSeconds: number | null;
  lastMailAfterSeconds: number | null;
  mailsPerSecond: number | null;
  delivered: number;
  /** People who got more than one mail (must be 0). */
  doubled: number;
  api: { idle: ApiFigures; duringBatch: ApiFigures };
  /** The batch's API requests by window after the due minute; only windows with a request slower than twice the idle p99. */
  slowWindows: LatencyWindow[];
  serverMemory: { idleMiB: number; peakMiB: number };
  passed: boolean;
};
type ApiShape = { connections: number; rate: number };
type ApiFigures = { requests: number; rps: number; p50: number; p99: number; errors: number };
/** One window of the batch: where the API's slow requests fell (a pause of the app or of PostgreSQL shows as a cluster). */
type LatencyWindow = { fromSecond: number; requests: number; p99: number; max: number; slow: number };
/** The API's requests during the batch are slow above this multiple of the idle p99 (the target). */
const SLOW_FACTOR = 2;
/** Seconds per window of the latency timeline. */
const WINDOW_SECONDS = 10;

/** Zones with their own offsets, so the tick's local clocks differ (each person is due at the same instant). */
const ZONES = ['UTC', 'Europe/Madrid', 'America/Chicago', 'Asia/Tokyo'];
/** No run waits longer than this for the batch: a slower one is reported as not passed. */
const LIMIT_MS = 12 * 60_000;
/** API load before the idle measurement, not reported. */
const WARM_UP_SECONDS = 10;

const hhmm = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

function countingSmtp(): Promise<{ url: string; times: number[]; recipients: Map<string, number>; close: () => Promise<void> }> {
  const times: number[] = [];
  const recipients = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        times.push(Date.now());
        for (const r of session.envelope.rcptTo) recipients.set(r.address, (recipients.get(r.address) ?? 0) + 1);
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as { port: number };
      resolve({ url: `smtp://127.0.0.1:${port}`, times, recipients, close: () => new Promise<void>((done) => server.close(() => done())) });
    }),
  );
}

async function seed(client: pg.Client, people: number, dueAt: Date): Promise<string[]> {
  await client.query("DELETE FROM users WHERE email LIKE 'reminder-bench-%@bench.example.org'");
  // Send jobs left by an earlier run that was stopped (their people are gone) would go first.
  await client.query("DELETE FROM pgboss.job WHERE name = 'reminders-send'");
  const { rows } = await client.query<{ id: string }>(
    "INSERT INTO users (email, first_name) SELECT 'reminder-bench-' || i || '@bench.example.org', 'Bench' FROM generate_series(1, $1::int) AS i RETURNING id",
    [people],
  );
  const ids = rows.map((r) => r.id);
  for (const [index, zone] of ZONES.entries()) {
    const mine = ids.filter((_, i) => i % ZONES.length === index);
    await client.query(
      "INSERT INTO reminder_settings (user_id, enabled, days, local_time, time_zone, locale) SELECT unnest($1::uuid[]), true, '{1,2,3,4,5,6,7}', $2, $3, 'en-US'",
      [mine, hhmm(dueAt, zone), zone],
    );
  }
  return ids;
}

/**
 * The latencies a steady stream of requests saw: every answer's time, plus, for an answer slower
 * than the gap between one connection's requests, the requests that connection would have sent
 * meanwhile (coordinated omission, as HdrHistogram corrects it). Counted here, not taken from
 * autocannon: with `overallRate` it corrects with an expected interval of 1 ms (`ceil(1 / rate)`
 * of the per-connection rate in seconds), so one 300 ms answer counted as 300 answers and a
 * single pause set the p99 of a whole run.
 */
function latencyFigures(answers: Array<[number, number]>, { connections, rate }: ApiShape): { p50: number; p99: number } {
  const gapMs = (1000 * connections) / rate;
  const latencies: number[] = [];
  for (const [, ms] of answers) for (let missed = ms; missed > 0; missed -= gapMs) latencies.push(missed);
  latencies.sort((a, b) => a - b);
  return { p50: Math.round(percentile(latencies, 50)), p99: Math.round(percentile(latencies, 99)) };
}

/** One autocannon run on GET /api/User/{id} that lasts until `stop` is called. */
function apiLoad(baseUrl: string, tokens: Array<{ id: string; token: string }>, shape: ApiShape, seconds?: number) {
  /** [when it was answered (ms since the epoch), how long it took (ms)] for every answer. */
  const answers: Array<[number, number]> = [];
  let finish: (figures: ApiFigures) => void = () => undefined;
  const done = new Promise<ApiFigures>((resolve) => (finish = resolve));
  const instance = autocannon(
    {
      url: baseUrl,
      connections: shape.connections,
      // A steady rate, as people use the API: a closed loop would take the whole CPU from the batch.
      overallRate: shape.rate,
      duration: seconds ?? 3600,
      requests: [
        {
          setupRequest: (req: autocannon.Request) => {
            const u = pick(tokens);
            return { ...req, path: `/api/User/${u.id}`, headers: { authorization: `Bearer ${u.token}` } };
          },
        },
      ],
    },
    (error, r) => {
      if (error) throw error;
      console.log(`API p50 / p99: ${r.latency.p50} / ${r.latency.p99} ms as autocannon counts them (not reported, see latencyFigures)`);
      finish({ requests: r.requests.total, rps: Math.round(r.requests.average), ...latencyFigures(answers, shape), errors: r.errors + r.timeouts + r.non2xx });
    },
  );
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => answers.push([Date.now(), responseTime]));
  return { stop: () => instance.stop(), done, answers };
}

/** The answers by window after `from`, keeping the windows that hold a request slower than `slowMs`. */
function slowWindowsOf(answers: Array<[number, number]>, from: number, slowMs: number): LatencyWindow[] {
  const windows = new Map<number, number[]>();
  for (const [at, ms] of answers) {
    const index = Math.floor((at - from) / (WINDOW_SECONDS * 1000));
    const window = windows.get(index) ?? [];
    window.push(ms);
    windows.set(index, window);
  }
  return [...windows]
    .sort(([a], [b]) => a - b)
    .map(([index, times]) => {
      const sorted = times.sort((a, b) => a - b);
      return {
        fromSecond: index * WINDOW_SECONDS,
        requests: sorted.length,
        p99: Math.round(percentile(sorted, 99)),
        max: Math.round(sorted.at(-1)!),
        slow: sorted.filter((ms) => ms > slowMs).length,
      };
    })
    .filter((w) => w.slow > 0);
}

export async function runReminderBench({
  databaseUrl,
  people,
  port,
  api,
}: {
  databaseUrl: string;
  people: number;
  port: number;
  api: ApiShape;
}): Promise<ReminderBench> {
  const smtp = await countingSmtp();
  const server = await startServer({
    port,
    databaseUrl,
    env: { SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', SMTP_URL: smtp.url, RATE_LIMIT_PER_IP_PER_MINUTE: '10000000' },
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const memory = sampleMemory(server.serverPid(), 500);
  try {
    // Due at the start of a minute far enough ahead for seeding and the idle measurement.
    const dueAt = new Date(Math.ceil((Date.now() + 45_000 + WARM_UP_SECONDS * 1000) / 60_000) * 60_000);
    console.log(`seeding ${people.toLocaleString('en-US')} people due at ${dueAt.toISOString()}…`);
    const ids = await seed(client, people, dueAt);
    const tokens = await Promise.all(ids.slice(0, 200).map(async (id) => ({ id, token: await mintTestAccessToken(id, 3600) })));
    // Not counted: a fresh process's first requests (JIT, opening pool connections) are not its idle latency.
    await apiLoad(server.url, tokens, api, WARM_UP_SECONDS).done;
    const untilDue = dueAt.getTime() - Date.now() - 2_000;
    console.log(`idle API load for ${Math.max(5, Math.floor(untilDue / 1000))} s…`);
    const idle = await apiLoad(server.url, tokens, api, Math.max(5, Math.floor(untilDue / 1000))).done;
    const idleMiB = Math.round(memory.current());
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt.getTime() - Date.now())));
    console.log('the minute has come: API load until the last mail…');
    const load = apiLoad(server.url, tokens, api);
    let enqueuedAt: number | null = null;
    const deadline = dueAt.getTime() + LIMIT_MS;
    while (smtp.times.length < people && Date.now() < deadline) {
      if (enqueuedAt === null) {
        const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM pgboss.job WHERE name = 'reminders-send' AND created_on >= $1", [dueAt]);
        if (Number(rows[0]!.n) >= people) enqueuedAt = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      if (Math.round((Date.now() - dueAt.getTime()) / 1000) % 15 === 0) console.log(`${smtp.times.length.toLocaleString('en-US')} mails handed over`);
    }
    load.stop();
    const duringBatch = await load.done;
    const first = smtp.times[0];
    const last = smtp.times.at(-1);
    const after = (t: number | null | undefined) => (t == null ? null : Math.round((t - dueAt.getTime()) / 100) / 10);
    const doubled = [...smtp.recipients.values()].filter((n) => n > 1).length;
    const delivered = smtp.recipients.size;
    return {
      people,
      enqueuedAfterSeconds: after(enqueuedAt),
      firstMailAfterSeconds: after(first),
      lastMailAfterSeconds: after(last),
      mailsPerSecond: first && last && last > first ? Math.round((smtp.times.length / (last - first)) * 1000) : null,
      delivered,
      doubled,
      api: { idle, duringBatch },
      slowWindows: slowWindowsOf(load.answers, dueAt.getTime(), SLOW_FACTOR * idle.p99),
      serverMemory: { idleMiB, peakMiB: memory.stop().peakMiB },
      // All handed over within 10 minutes, none doubled, the API's p99 at most twice its idle one.
      passed: delivered === people && doubled === 0 && last !== undefined && last - dueAt.getTime() <= 10 * 60_000 && duringBatch.p99 <= SLOW_FACTOR * idle.p99,
    };
  } finally {
    memory.stop();
    await client.query("DELETE FROM users WHERE email LIKE 'reminder-bench-%@bench.example.org'").catch(() => undefined);
    await client.end();
    await server.stop();
    await smtp.close();
  }
}

export function reminderBenchMarkdown(r: ReminderBench): string {
  const s = (v: number | null) => (v === null ? '—' : `${v} s`);
  return [
    `${r.people.toLocaleString('en-US')} people with a daily reminder due in the same minute; one app process; a local SMTP listener that counts.`,
    '',
    '| figure | value |',
    '| --- | ---: |',
    `| all send jobs enqueued, after the due minute | ${s(r.enqueuedAfterSeconds)} |`,
    `| first mail handed to SMTP | ${s(r.firstMailAfterSeconds)} |`,
    `| last mail handed to SMTP | ${s(r.lastMailAfterSeconds)} |`,
    `| mails per second (first to last) | ${r.mailsPerSecond ?? '—'} |`,
    `| people mailed / doubled | ${r.delivered.toLocaleString('en-US')} / ${r.doubled} |`,
    `| API p99 idle → during the batch (GET /api/User/{id}) | ${r.api.idle.p99} ms → ${r.api.duringBatch.p99} ms |`,
    `| API p50 idle → during the batch | ${r.api.idle.p50} ms → ${r.api.duringBatch.p50} ms |`,
    `| API req/s idle → during the batch | ${r.api.idle.rps} → ${r.api.duringBatch.rps} |`,
    `| API errors idle / during | ${r.api.idle.errors} / ${r.api.duringBatch.errors} |`,
    `| server memory idle → peak | ${r.serverMemory.idleMiB} → ${r.serverMemory.peakMiB} MiB |`,
    `| passed (all handed over within 10 min, none doubled, API p99 at most ${SLOW_FACTOR}× idle) | ${r.passed ? 'yes' : 'no'} |`,
    '',
    `Windows of ${WINDOW_SECONDS} s after the due minute holding API requests slower than ${SLOW_FACTOR}× the idle p99 (${SLOW_FACTOR * r.api.idle.p99} ms): ${r.slowWindows.length === 0 ? 'none.' : ''}`,
    ...(r.slowWindows.length === 0
      ? []
      : [
          '',
          '| from (s) | requests | slow | p99 ms | max ms |',
          '| ---: | ---: | ---: | ---: | ---: |',
          ...r.slowWindows.map((w) => `| ${w.fromSecond} | ${w.requests} | ${w.slow} | ${w.p99} | ${w.max} |`),
        ]),
    '',
  ].join('\n');
}
