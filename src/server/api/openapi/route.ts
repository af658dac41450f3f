import 'server-only';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './document';

/** GET /api/openapi.json: the API contract, generated from the call definitions; built once per process. */
export function openApiRoute(appUrl: string) {
  return (app: FastifyInstance) => {
    let body: string | undefined;
    app.get('/api/openapi.json', async (_request, reply) => {
      body ??= JSON.stringify(openApiDocument(appUrl));
      return reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
    });
  };
}
