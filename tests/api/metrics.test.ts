import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN } from '@/server/db/demo-accounts';
import { newSignedInUser, pointAtServer, signIn, uniqueEmail } from '../support/http';
import { mailsTo } from '../support/mailbox';
import { freePort, removeDir, startOwnServer, tempDataDir, type OwnServer } from '../support/own-server';
// @ts-expect-error -- a plain ES module shared with Playwright's web servers
import { startSmtpSink } from '../support/smtp-sink.mjs';
import { demoAdmin, demoOrganizationId, type Person } from './support-accounts';
import { ownPostgresDatabase } from '../support/own-postgres-database';
import { changes, parseExposition, series } from './support-metrics';
import { daytimeReminder } from './support-reminders';

/**
 * The Prometheus endpoint on a server of this file's own (METRICS_TOKEN, main port): a known
 * sequence of calls, sign-ins, an invitation and two reminders (one bounced), then the counters
 * read back exactly, as what changed between a scrape before and one after. On PostgreSQL the
 * reminders are sent from the send thread, whose counts reach the main thread's registry.
 */
const onPostgres = inject('databaseKind') === 'postgres';
const TOKEN = 'metrics-test-token-0123456789';
/** The families the exact comparison covers: every counter of the app's own. */
const COUNTERS = ['cwt_http_requests_total', 'cwt_http_request_duration_seconds_count', 'cwt_mail_', 'cwt_sign_in_', 'cwt_job_failures_total'];

let server: OwnServer;
let smtp: { url: string; close: () => Promise<void>; refuse: (address: string) => void };
let database: { url: string; drop: () => Promise<void> } | undefined;
const dataDir = tempDataDir();
const mailDir = mkdtempSync(path.join(tmpdir(), 'cwt-metrics-mail-'));

beforeAll(async () => {
  database = onPostgres ? await ownPostgresDatabase('metrics_endpoint') : undefined;
  smtp = (await startSmtpSink({ port: await freePort(), dir: mailDir })) as typeof smtp;
  server = await startOwnServer({
    port: await freePort(),
    dataDir,
    databaseUrl: database?.url,
    env: {
      SMTP_URL: smtp.url,
      METRICS_TOKEN: TOKEN,
      // The test stands in for a proxy: each sign-in's X-Forwarded-For is its address.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      RATE_LIMIT_PER_IP_PER_MINUTE: '500',
    },
  });
  pointAtServer({ baseUrl: server.url, mailDir });
}, 180_000);

afterAll(async () => {
  pointAtServer(undefined);
  await server?.stop();
  await smtp?.close();
  await database?.drop();
  removeDir(dataDir);
  rmSync(mailDir, { recursive: true, force: true });
});

/** A plain request to the own server (no OpenAPI check: it would fetch /api/openapi.json, a counted call). */
async function call(pathname: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${server.url}${pathname}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, json: text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : undefined };
}

async function scrape(): Promise<Map<string, number>> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parseExposition(await response.text());
}

describe('GET /metrics with METRICS_TOKEN', { timeout: 300_000 }, () => {
  it('answers 401 without the bearer token or with another, and 200 with it', async () => {
    const none = await fetch(`${server.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(none.headers.get('content-type')).toBe('application/problem+json');
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    const basic = await fetch(`${server.url}/metrics`, { headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` } });
    expect(basic.status).toBe(401);
    const samples = await scrape();
    expect(samples.get(series('cwt_db_info', { kind: onPostgres ? 'postgres' : 'pglite' }))).toBe(1);
    // Process memory and the event loop's lag, from prom-client's default metrics.
    expect(samples.get('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(samples.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect(samples.has('nodejs_eventloop_lag_p99_seconds')).toBe(true);
    // Both queues are read at scrape time; nothing is due in a fresh database.
    for (const queue of ['reminders-tick', 'reminders-send']) expect(samples.has(series('cwt_job_queue_depth', { queue }))).toBe(true);
    expect(samples.get(series('cwt_job_queue_depth', { queue: 'reminders-send' }))).toBe(0);
    expect(samples.get(series('cwt_job_oldest_age_seconds', { queue: 'reminders-send' }))).toBe(0);
    if (onPostgres) {
      expect(samples.get('cwt_db_pool_max')).toBe(10);
      expect(samples.get('cwt_db_pool_waiting')).toBe(0);
      expect(samples.get('cwt_db_pool_waits_total')).toBe(0);
      expect(samples.has(series('cwt_db_pool_connections', { state: 'idle' }))).toBe(true);
    } else {
      // The embedded database is one connection: there is no pool to report.
      expect([...samples.keys()].filter((key) => key.startsWith('cwt_db_pool_'))).toEqual([]);
    }
  });

  it('counts a known sequence of calls, sign-ins and mails exactly', async () => {
    const admin: Person = await demoAdmin();
    const orgId = await demoOrganizationId(admin);
    const person = await newSignedInUser('metrics');
    const guessed = await newSignedInUser('metrics-guessed');
    // Their reminder bounces: SMTP refuses the address for good.
    const bouncing = await newSignedInUser('metrics-bouncing');
    smtp.refuse(bouncing.email);
    const before = await scrape();

    // 3 answered reads, 2 refused bodies, 1 invitation of an unknown address (404 and its mail), 1 unknown path.
    for (let i = 0; i < 3; i++) expect((await call(`/api/User/${admin.id}`, { token: admin.token })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await call('/api/Account/invite', { method: 'POST', token: admin.token, body: {} })).status).toBe(400);
    const stranger = uniqueEmail('metrics-stranger');
    const invited = await call('/api/Account/invite', { method: 'POST', token: admin.token, body: { email: stranger, accountId: orgId } });
    expect(invited).toMatchObject({ status: 404, json: { detail: 'UserNotFound' } });
    expect(mailsTo(mailDir, stranger)).toHaveLength(1);
    expect((await call('/api/NoSuchResource/anything')).status).toBe(404);
    // A reminder due at the queue's next tick (each minute).
    const { timeZone, localTime } = daytimeReminder();
    const reminder = { enabled: true, days: [1, 2, 3, 4, 5, 6, 7], localTime, timeZone, streakTime: null, weeklySummary: false, locale: 'en-US' };
    for (const who of [person, bouncing])
      expect((await call(`/api/User/${who.id}/reminders`, { method: 'PUT', token: who.token, body: reminder })).status).toBe(200);

    // Two wrong passwords; then five from one address lock it out of the account, and a sixth is refused unchecked.
    for (const attempt of [1, 2])
      expect((await signIn(DEMO_ADMIN.email, `Wrong${attempt}Pass`, { 'x-forwarded-for': '198.51.100.20' })).error).toBe('CredentialsSignin');
    for (let i = 0; i < 5; i++) expect((await signIn(guessed.email, `Wrong${i}Pass`, { 'x-forwarded-for': '198.51.100.21' })).error).toBe('CredentialsSignin');
    expect((await signIn(guessed.email, guessed.password, { 'x-forwarded-for': '198.51.100.21' })).error).toBe('SignInLocked');

    await expect.poll(() => mailsTo(mailDir, person.email).length, { timeout: 120_000, interval: 500 }).toBe(1);
    // The refused one leaves no mail: the scrape tells when it was tried.
    let after = before;
    await expect
      .poll(
        async () => {
          after = await scrape();
          return after.get(series('cwt_mail_failed_total', { kind: 'reminder' }))! - before.get(series('cwt_mail_failed_total', { kind: 'reminder' }))!;
        },
        { timeout: 120_000, interval: 500 },
      )
      .toBe(1);

    const requests = (method: string, route: string, status: number) => series('cwt_http_requests_total', { method, route, status: String(status) });
    const timed = (method: string, route: string) => series('cwt_http_request_duration_seconds_count', { method, route });
    expect(changes(before, after, COUNTERS)).toEqual({
      [requests('GET', '/api/User/{id}', 200)]: 3,
      [requests('POST', '/api/Account/invite', 400)]: 2,
      [requests('POST', '/api/Account/invite', 404)]: 1,
      [requests('GET', 'unmatched', 404)]: 1,
      [requests('PUT', '/api/User/{id}/reminders', 200)]: 2,
      [timed('GET', '/api/User/{id}')]: 3,
      [timed('POST', '/api/Account/invite')]: 3,
      [timed('GET', 'unmatched')]: 1,
      [timed('PUT', '/api/User/{id}/reminders')]: 2,
      [series('cwt_mail_sent_total', { kind: 'invitation' })]: 1,
      [series('cwt_mail_sent_total', { kind: 'reminder' })]: 1,
      [series('cwt_mail_failed_total', { kind: 'reminder' })]: 1,
      cwt_sign_in_failures_total: 7,
      [series('cwt_sign_in_lockouts_total', { scope: 'address' })]: 1,
      [series('cwt_sign_in_refused_total', { reason: 'locked' })]: 1,
    });
    // The histogram's buckets hold every observation: the +Inf bucket moved with the count.
    expect(after.get(series('cwt_http_request_duration_seconds_bucket', { le: '+Inf', method: 'GET', route: '/api/User/{id}' }))).toBe(
      after.get(timed('GET', '/api/User/{id}')),
    );
    // The route label is the call's template, never the path asked for.
    expect([...after.keys()].some((key) => key.includes(admin.id))).toBe(false);
  });
});

describe.runIf(onPostgres)('the job queue gauges (PostgreSQL: the test puts a job in the server’s queue)', { timeout: 60_000 }, () => {
  it('reads the jobs waiting at each scrape: a job due in an hour is waiting, but nothing due has waited', async () => {
    // Only to put a job in the server's queue: no workers, no maintenance, no cron here.
    const boss = new PgBoss({ connectionString: database!.url, supervise: false, schedule: false, migrate: false });
    await boss.start();
    try {
      const depth = series('cwt_job_queue_depth', { queue: 'reminders-send' });
      const oldest = series('cwt_job_oldest_age_seconds', { queue: 'reminders-send' });
      expect((await scrape()).get(depth)).toBe(0);
      const job = { userId: randomUUID(), kind: 'daily', localDate: '2026-01-01' };
      const id = (await boss.send('reminders-send', job, { startAfter: 3600 }))!;
      const waiting = await scrape();
      expect([waiting.get(depth), waiting.get(oldest)]).toEqual([1, 0]);
      await boss.deleteJob('reminders-send', id);
      const emptied = await scrape();
      expect([emptied.get(depth), emptied.get(oldest)]).toEqual([0, 0]);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});

describe('a server with neither METRICS_TOKEN nor METRICS_PORT', () => {
  it('has no /metrics: 404 as any unknown path', async () => {
    const response = await fetch(`${inject('baseUrl')}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
  });
});
