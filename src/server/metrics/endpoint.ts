import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { writeProblem } from '@/server/http/problem';
import type { Metrics, MetricsSettings } from './active';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>`, compared in constant time (over digests: equal lengths whatever was sent). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

/**
 * Answers a scrape: GET (or HEAD) of the registry's text exposition; with a token configured,
 * only for its bearer (401 otherwise, with `WWW-Authenticate: Bearer`).
 */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse, metrics: Metrics, token: string | undefined): Promise<void> {
  if (token !== undefined && !bearerMatches(req.headers.authorization, token)) {
    writeProblem(res, 'unauthorized', 'The metrics need the bearer token of METRICS_TOKEN', { 'www-authenticate': 'Bearer realm="metrics"' });
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    writeProblem(res, 'bad_request', 'The metrics are read with GET', { allow: 'GET, HEAD' });
    return;
  }
  const body = await metrics.registry.metrics();
  res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store', 'content-length': String(Buffer.byteLength(body)) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The metrics' own listener (METRICS_PORT on METRICS_HOST, loopback by default): GET /metrics and
 * nothing else. METRICS_TOKEN, when also set, is asked for here too.
 */
export async function listenForScrapes(settings: MetricsSettings & { port: number }, metrics: Metrics, onError: (error: unknown) => void): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH) {
      writeProblem(res, 'not_found', 'Only /metrics is served on this port');
      return;
    }
    serveMetrics(req, res, metrics, settings.token).catch((error: unknown) => {
      onError(error);
      if (!res.headersSent) writeProblem(res, 'unavailable', 'The metrics could not be collected');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
