import 'server-only';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { activeMetrics } from './active';

/** The route label of requests no call answers (unknown paths, or a known path with another method). */
export const UNMATCHED_ROUTE = 'unmatched';

function routeOf(request: FastifyRequest): string {
  const template = (request.routeOptions.config as { template?: unknown } | undefined)?.template;
  if (typeof template === 'string') return template;
  // The API's own pages (/api/openapi.json, /api/docs) are routes without a call: their path is fixed.
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/**
 * Counts every answer of the product API by method, route template and status, and observes its
 * duration (Fastify's own timing, from the request reaching the API to the answer sent), once the
 * answer is sent. Nothing is added when the metrics are off.
 */
export function observeApiRequests(app: FastifyInstance): void {
  const metrics = activeMetrics();
  if (!metrics) return;
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, routeOf(request), reply.statusCode, reply.elapsedTime);
    done();
  });
}
