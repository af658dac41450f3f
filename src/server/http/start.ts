import 'server-only';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import next from 'next';
import { shareDatabase } from '@/server/db/client';
import { startJobs } from '@/server/jobs/start-jobs';
import { logPgQueryOverlap } from '@/server/db/pg-warnings';
import { logger } from '@/server/logger';
import { metricsEnabled } from '@/server/metrics/active';
import { METRICS_PATH, listenForScrapes, serveMetrics } from '@/server/metrics/endpoint';
import { startMetrics } from '@/server/metrics/registry';
import { closeRateLimits } from '@/server/rate-limit/rate-limit';
import { startTracing } from '@/server/tracing/start-tracing';
import { runUpkeep } from '@/server/upkeep/run-upkeep';
import { guardBody } from './guards/body-limit';
import { applyClientAddress } from './guards/client-address';
import { MAX_HEADER_BYTES, headersWithinLimits, onClientError } from './guards/header-limits';
import { isApiPath, isProductApiPath, notFoundPathFor, pathOf } from './guards/malformed-path';
import { guardShareView } from './guards/share-views';
import { checkHealth } from './health';
import { writeInternalProblem, writeProblem } from './problem';
import { apiSecurityHeaders, isHttpsOrigin, securityHeaders } from './security-headers';
import { skipSlashHopBeforeLocaleRedirect } from './locale-redirects';
import { letSignedOutPagesBeKept } from './page-caching';
import { serveServiceWorker, SERVICE_WORKER_PATH } from './service-worker';
import { runShutdown, type ShutdownStage } from './shutdown';
import { fail, listen, lockDataDirectory, openDatabase, readSettings } from './start-up';
import { workInFlight, workSettled } from './work-in-flight';

/** Longer than the clients' and the proxy's idle keep-alive, so they close first. */
const KEEP_ALIVE_MS = 65_000;

/** Builds the product API's request listener (src/server/http/api.ts, or its reloading twin in `npm run dev`). */
export type CreateApi = (appUrl: string) => Promise<RequestListener>;

/**
 * The one HTTP server of a process (docs/decisions/0015-one-server-in-front-of-next.md):
 * guards first (header limits, broken paths, client address, body limits), then /api/health,
 * the per-address limit of share links' page and card, then the product API
 * (src/server/api), then Next.js's request handler for everything else: pages,
 * next-auth's /api/auth/*, the editors' preview and _next.
 *
 * Start-up is explicit: settings, the data directory's lock (embedded database
 * only), the database (connect, migrate, seed), the API, Next.js, and only then the port.
 */
export async function startServer({ dev, createApi }: { dev: boolean; createApi: CreateApi }): Promise<void> {
  const { settings, trusted } = readSettings();
  // Before the database opens, so that its connections are traced from the first.
  const tracing = settings.tracing
    ? await startTracing(settings.tracing).catch((error: unknown) =>
        fail('The server cannot start: tracing (OTEL_EXPORTER_OTLP_ENDPOINT) failed to start.', error),
      )
    : undefined;
  const lock = lockDataDirectory(settings);
  logPgQueryOverlap();
  const database = await openDatabase(settings);
  shareDatabase(database);
  // The job queue runs on the migrated database, for the reminders and the inactivity rule.
  const jobs = await startJobs(database, settings).catch((error: unknown) => fail('The server cannot start: the job queue failed to start.', error));
  // Before the API is built: its routes count into the registry from their first request.
  const metrics = metricsEnabled(settings.metrics) ? await startMetrics({ database, queues: jobs.queues }) : undefined;
  const metricsToken = metrics ? settings.metrics.token : undefined;
  const api = await createApi(settings.appUrl).catch((error: unknown) => fail('The server cannot start: the API failed to build.', error));

  // 127.0.0.1 is served as localhost (docs/decisions/0002-serve-as-localhost.md).
  const hostname = settings.host === '127.0.0.1' ? 'localhost' : settings.host;
  // The server exists before Next.js so that, in development, Next attaches its hot-reload
  // WebSocket (an 'upgrade' listener) to it from the start.
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      logger.error({ err: error, method: req.method }, 'request failed before the framework answered');
      if (!res.headersSent) writeInternalProblem(res);
      else res.destroy();
    });
  });
  server.on('clientError', onClientError);
  // An idle keep-alive connection is closed by the client (or the proxy in front, nginx's 60 s)
  // before the server closes it: with Node's 5 s, a client reusing a socket just as the server
  // closed it got ECONNRESET on a request that never arrived (seen in the e2e run).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const app = next({ dev, dir: process.cwd(), hostname, port: settings.port, httpServer: server });
  await app.prepare().catch((error: unknown) => fail('The server cannot start: Next.js failed to prepare.', error));
  const handle = app.getRequestHandler();
  const https = isHttpsOrigin(settings.appUrl);
  const apiHeaders = apiSecurityHeaders({ https });
  const pageHeaders = securityHeaders({ https });

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = pathOf(req.url);
    // Security headers on every answer; pages get their nonce policy from src/proxy.ts.
    for (const [name, value] of Object.entries(isApiPath(path.raw) ? apiHeaders : pageHeaders)) res.setHeader(name, value);
    if (!headersWithinLimits(req, res)) return;
    if (!path.valid) {
      if (isApiPath(path.raw)) {
        writeProblem(res, 'bad_request', 'The request path is not valid percent-encoding');
        return;
      }
      // Pages: the app's own not-found page, in the request's language.
      req.url = notFoundPathFor(path.raw);
    }
    applyClientAddress(req, trusted);
    if (!guardBody(req, res, path.raw)) return;
    // Only with METRICS_TOKEN: without it /metrics is an unknown path here, as any other.
    if (metricsToken !== undefined && path.valid && path.raw === METRICS_PATH) {
      await serveMetrics(req, res, metrics!, metricsToken);
      return;
    }
    if (path.valid && path.raw === '/api/health') {
      const answer = await checkHealth();
      res.writeHead(answer.status, answer.headers);
      res.end(req.method === 'HEAD' ? undefined : answer.body);
      return;
    }
    if (path.valid && path.raw === SERVICE_WORKER_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      await serveServiceWorker(req, res);
      return;
    }
    if (path.valid && !(await guardShareView(req, res, path.raw))) return;
    if (path.valid && isProductApiPath(path.raw)) {
      api(req, res);
      return;
    }
    if (!isApiPath(path.raw)) {
      letSignedOutPagesBeKept(req, res);
      skipSlashHopBeforeLocaleRedirect(req);
    }
    await handle(req, res);
  }

  await listen(server, settings.port, hostname);
  logger.info({ url: `http://${hostname}:${settings.port}`, database: database.kind, dev }, 'listening');
  const { port: metricsPort, host: metricsHost } = settings.metrics;
  const scrapes =
    metrics && metricsPort !== undefined
      ? await listenForScrapes({ ...settings.metrics, port: metricsPort }, metrics, (error) => logger.error({ err: error }, 'metrics: a scrape failed')).catch(
          (error: unknown) => fail(`The server cannot listen for metrics on ${metricsHost}:${metricsPort}.`, error),
        )
      : undefined;
  if (scrapes) logger.info({ url: `http://${metricsHost}:${metricsPort}${METRICS_PATH}` }, 'metrics listening');
  const upkeep = runUpkeep(database.db);
  if (!dev) console.log(`▲ Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${settings.port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, timeoutMs: settings.shutdownTimeoutMs }, 'stopping');
    const stages: ShutdownStage[] = [
      { name: 'http', run: () => drainHttp(server) },
      ...(scrapes ? [{ name: 'metrics', run: () => closeScrapes(scrapes) }] : []),
      { name: 'next', run: () => app.close() },
      { name: 'upkeep', run: () => upkeep.stop() },
      { name: 'queue', run: () => jobs.stop() },
      { name: 'database', run: () => database.close() },
      { name: 'redis', run: () => closeRateLimits() },
      // Last: the spans of the calls that finished while stopping are sent too.
      ...(tracing ? [{ name: 'tracing', run: () => tracing.stop() }] : []),
    ];
    void runShutdown(stages, { timeoutMs: settings.shutdownTimeoutMs }).then((outcome) => {
      lock?.release();
      if (outcome.code === 0) logger.info('stopped');
      process.exit(outcome.code);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function closeScrapes(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
}

/**
 * Closes the port and the idle connections; requests in flight get a few seconds to finish before
 * their connections are closed too. A request whose client went away is still at work after its
 * connection closed: it finishes (or the wait ends) before the database closes under it.
 */
async function drainHttp(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 5_000);
  force.unref();
  await closed;
  clearTimeout(force);
  if (workInFlight() > 0) logger.info({ calls: workInFlight() }, 'waiting for API calls in flight');
  await workSettled(5_000);
}
