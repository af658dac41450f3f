import 'server-only';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import next from 'next';
import { env } from '@/env';
import { getDatabase } from '@/server/db/client';
import { logger } from '@/server/logger';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './data-dir-lock';
import { guardBody } from './guards/body-limit';
import { applyClientAddress, parseTrustedProxies } from './guards/client-address';
import { MAX_HEADER_BYTES, headersWithinLimits, onClientError } from './guards/header-limits';
import { isApiPath, isProductApiPath, notFoundPathFor, pathOf } from './guards/malformed-path';
import { createApiListener } from '@/server/api/server';
import { apiRoutes } from '@/server/api/routes';
import { openApiRoute } from '@/server/api/openapi/route';
import { checkHealth } from './health';
import { writeInternalProblem, writeProblem } from './problem';
import { apiSecurityHeaders, isHttpsOrigin, securityHeaders } from './security-headers';

/**
 * The one HTTP server of a process (docs/decisions/0015-one-server-in-front-of-next.md):
 * guards first (header limits, broken paths, client address, body limits), then /api/health,
 * then the product API (src/server/api, decision 0021), then Next.js's request handler for
 * everything else: pages, next-auth's /api/auth/*, the editors' preview and _next.
 *
 * Start-up is explicit and fails loudly: settings, the data directory's lock (embedded database
 * only), the database (open, migrate, seed), Next.js, and only then the port. Any failure exits
 * non-zero with its cause; the server never listens to answer 500s.
 */
const dev = process.env.NODE_ENV !== 'production';

function fail(message: string, error?: unknown): never {
  if (error) logger.fatal({ err: error }, message);
  else logger.fatal(message);
  // On stderr too, plainly: the person who typed `npm start` reads this.
  console.error(`\n${message}${error instanceof Error ? `\n  cause: ${error.message}` : ''}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let settings: ReturnType<typeof env>;
  let trusted: ReturnType<typeof parseTrustedProxies>;
  try {
    settings = env();
    trusted = parseTrustedProxies(settings.trustedProxies);
  } catch (error) {
    fail('The server cannot start: its settings are invalid.', error);
  }

  let lock: DataDirLock | undefined;
  if (!settings.databaseUrl) {
    try {
      lock = lockDataDir(settings.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      fail(`The server cannot start: the data directory ${settings.dataDir} cannot be locked.`, error);
    }
    process.on('exit', () => lock?.release());
  }

  let database: Awaited<ReturnType<typeof getDatabase>>;
  try {
    database = await getDatabase();
  } catch (error) {
    const where = settings.databaseUrl ? 'the PostgreSQL database at DATABASE_URL' : `the embedded database in ${settings.dataDir}`;
    fail(`The server cannot start: ${where} could not be opened or migrated.`, error);
  }

  const api = await createApiListener(apiRoutes, openApiRoute(settings.appUrl));

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
  const app = next({ dev, dir: process.cwd(), hostname, port: settings.port, httpServer: server });
  try {
    await app.prepare();
  } catch (error) {
    fail('The server cannot start: Next.js failed to prepare.', error);
  }
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
    if (path.valid && path.raw === '/api/health') {
      const answer = await checkHealth();
      res.writeHead(answer.status, answer.headers);
      res.end(req.method === 'HEAD' ? undefined : answer.body);
      return;
    }
    if (path.valid && isProductApiPath(path.raw)) {
      api(req, res);
      return;
    }
    await handle(req, res);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: unknown) => fail(`The server cannot listen on ${hostname}:${settings.port}.`, error));
  logger.info({ url: `http://${hostname}:${settings.port}`, database: database.kind, dev }, 'listening');
  if (!dev) console.log(`▲ Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${settings.port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    server.close();
    server.closeIdleConnections();
    // Requests in flight get a few seconds to finish.
    const force = setTimeout(() => server.closeAllConnections(), 5_000);
    force.unref();
    server.once('close', () => {
      clearTimeout(force);
      void app
        .close()
        .catch(() => undefined)
        .then(() => database.close())
        .catch((error: unknown) => logger.warn({ err: error }, 'closing the database failed'))
        .finally(() => {
          lock?.release();
          process.exit(0);
        });
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
