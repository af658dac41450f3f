import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, removeDir, startOwnServer, tempDataDir, type OwnServer } from '../support/own-server';
import { DEMO_MEMBER } from '@/server/db/demo-accounts';
import { pointAtServer, signIn } from '../support/http';
import { ownPostgresDatabase } from '../support/own-postgres-database';
import { parseExposition, series, startOtlpReceiver, type ReceivedSpan } from './support-metrics';

/**
 * OpenTelemetry tracing on a server of this file's own, exporting to a local OTLP/HTTP receiver:
 * an API call's span named after its route template, with a child span per database statement.
 * The same server serves the metrics on a port of its own (METRICS_PORT, no token). A second
 * server without OTEL_EXPORTER_OTLP_ENDPOINT sends nothing, even with OpenTelemetry's own traces
 * endpoint variable pointing at a receiver (no fixed port: the two API runs of npm test run at once).
 */
const onPostgres = inject('databaseKind') === 'postgres';
const SERVICE_NAME = 'cwt-tracing-test';
const SERVER = 2;
const CLIENT = 3;

let server: OwnServer;
let metricsPort: number;
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let database: { url: string; drop: () => Promise<void> } | undefined;
const dataDir = tempDataDir();

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  database = onPostgres ? await ownPostgresDatabase('tracing') : undefined;
  metricsPort = await freePort();
  server = await startOwnServer({
    port: await freePort(),
    dataDir,
    databaseUrl: database?.url,
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: SERVICE_NAME, METRICS_PORT: String(metricsPort), REMINDERS: 'off' },
  });
}, 180_000);

afterAll(async () => {
  pointAtServer(undefined);
  await server?.stop();
  await receiver?.close();
  await database?.drop();
  removeDir(dataDir);
});

/** The demo member, signed in on this file's server: their id and bearer token. */
async function demoMember(): Promise<{ id: string; token: string }> {
  pointAtServer({ baseUrl: server.url, mailDir: dataDir });
  const { session } = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
  return { id: session.user!.id, token: session.accessToken! };
}

/** The call's server span and the database statements under it, once the batch holding them has been exported. */
async function traceOf(name: string, path: string): Promise<{ call: ReceivedSpan; statements: ReceivedSpan[] }> {
  let found: { call: ReceivedSpan; statements: ReceivedSpan[] } | undefined;
  await expect
    .poll(
      () => {
        const call = receiver.spans.find((span) => span.name === name && span.attributes['url.path'] === path);
        const statements = call ? receiver.spans.filter((span) => span.parentSpanId === call.spanId) : [];
        found = call ? { call, statements } : undefined;
        return statements.length > 0;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
  return found!;
}

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT', { timeout: 120_000 }, () => {
  it('exports a span per API call, named after its template, with a child span for each database statement', async () => {
    const person = await demoMember();
    const path = `/api/User/${person.id}`;
    const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${person.token}` } });
    expect(response.status).toBe(200);

    const { call, statements } = await traceOf('GET /api/User/{id}', path);
    expect(call).toMatchObject({
      kind: SERVER,
      serviceName: SERVICE_NAME,
      attributes: { 'http.request.method': 'GET', 'http.route': '/api/User/{id}', 'http.response.status_code': 200 },
    });
    expect(call.parentSpanId || undefined).toBeUndefined();
    // The person is read from the users table; each statement is its own client span in the call's trace.
    const read = statements.find((span) => /\bFROM users u WHERE u\.id = \$\d\b/.test(String(span.attributes['db.query.text'])));
    expect(read).toMatchObject({
      kind: CLIENT,
      traceId: call.traceId,
      name: 'SELECT',
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': 'SELECT' },
    });
    // Statements go out with placeholders: the values (here the person's id) are never recorded.
    expect(statements.some((span) => String(span.attributes['db.query.text']).includes(person.id))).toBe(false);
  });

  it('continues the trace of an incoming traceparent header', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const person = await demoMember();
    const path = `/api/User/${person.id}/reminders`;
    const traced = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${person.token}`, traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(traced.status).toBe(200);
    const { call } = await traceOf('GET /api/User/{id}/reminders', path);
    expect(call).toMatchObject({ traceId, parentSpanId: '00f067aa0ba902b7' });
  });

  it('serves the metrics on METRICS_PORT without a token, and not on the main port', async () => {
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    const samples = parseExposition(await scraped.text());
    expect(samples.get(series('cwt_http_requests_total', { method: 'GET', route: '/api/User/{id}', status: '200' }))).toBe(1);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });
});

describe('a server without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('sends nothing to an OTLP receiver', { timeout: 180_000 }, async () => {
    // An SDK started without the app's setting would read OTEL_EXPORTER_OTLP_TRACES_ENDPOINT and send there.
    const untracedReceiver = await startOtlpReceiver();
    const untracedDir = tempDataDir();
    const untraced = await startOwnServer({
      port: await freePort(),
      dataDir: untracedDir,
      env: { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${untracedReceiver.url}/v1/traces`, REMINDERS: 'off' },
    });
    try {
      for (let i = 0; i < 3; i++) expect((await fetch(`${untraced.url}/api/User/${crypto.randomUUID()}`)).status).toBe(401);
      // The traced server's batches arrive within its export delay; by then the untraced one's would have too.
      const exported = receiver.requests();
      expect((await fetch(`${server.url}/api/User/${crypto.randomUUID()}`)).status).toBe(401);
      await expect.poll(() => receiver.requests(), { timeout: 30_000, interval: 250 }).toBeGreaterThan(exported);
      expect(untracedReceiver.requests()).toBe(0);
    } finally {
      await untraced.stop();
      await untracedReceiver.close();
      removeDir(untracedDir);
    }
  });
});
