import 'server-only';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_REFERENCE_CONTENT_SECURITY_POLICY } from '@/server/http/security-headers';

/** Where the interactive API reference is served, its files beneath it. */
export const API_REFERENCE_PATH = '/api/docs';

// Swagger UI, from its npm package at run time: nothing is fetched from another origin.
const fromHere = createRequire(import.meta.url);
const distDir = path.dirname(fromHere.resolve('swagger-ui-dist/package.json'));

type Asset = { body: Buffer; gzipped: Buffer; contentType: string };

// Tags start closed: fifty operations drawn at once keep a slow machine's main thread for seconds.
// No validator badge: it would load an image from swagger.io.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'none',
  validatorUrl: null,
});
`;

const sources: Record<string, { read: () => Promise<Buffer | string>; contentType: string }> = {
  'swagger-ui.css': { read: () => readFile(path.join(distDir, 'swagger-ui.css')), contentType: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { read: () => readFile(path.join(distDir, 'swagger-ui-bundle.js')), contentType: 'text/javascript; charset=utf-8' },
  // The start-up call lives in a file of its own: the page's policy runs no inline script.
  'init.js': { read: async () => INIT_SCRIPT, contentType: 'text/javascript; charset=utf-8' },
};

function pageOf(version: string): string {
  const asset = (file: string) => `${API_REFERENCE_PATH}/${file}?v=${version}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Community Weight Tracker API reference</title>
<link rel="stylesheet" href="${asset('swagger-ui.css')}">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${asset('swagger-ui-bundle.js')}"></script>
<script src="${asset('init.js')}"></script>
</body>
</html>
`;
}

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** Read and compressed once per process, on first use: the bundle is 1.7 MB, 0.46 MB gzipped. */
function loader(read: () => Promise<Buffer | string>, contentType: string): () => Promise<Asset> {
  let loading: Promise<Asset> | undefined;
  return () => {
    loading ??= read()
      .then(async (content) => {
        const body = Buffer.from(content);
        return { body, gzipped: await promisify(gzip)(body), contentType };
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
}

function send(request: FastifyRequest, reply: FastifyReply, asset: Asset, cacheControl: string): FastifyReply {
  reply.header('content-type', asset.contentType).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (!acceptsGzip(request)) return reply.send(asset.body);
  return reply.header('content-encoding', 'gzip').send(asset.gzipped);
}

/**
 * GET /api/docs: the interactive reference of /api/openapi.json (Swagger UI), with its own
 * Content-Security-Policy in place of the API's, and its files under /api/docs/. The files' URLs
 * carry the package's version, so a browser may keep them for a year.
 */
export function apiReferenceRoute(app: FastifyInstance): void {
  const { version } = fromHere('swagger-ui-dist/package.json') as { version: string };
  const page = loader(async () => pageOf(version), 'text/html; charset=utf-8');
  const files = new Map(Object.entries(sources).map(([file, { read, contentType }]) => [file, loader(read, contentType)]));
  app.get(API_REFERENCE_PATH, async (request, reply) =>
    send(request, reply.header('content-security-policy', API_REFERENCE_CONTENT_SECURITY_POLICY), await page(), 'no-cache'),
  );
  for (const [file, load] of files) {
    app.get(`${API_REFERENCE_PATH}/${file}`, async (request, reply) => send(request, reply, await load(), 'public, max-age=31536000, immutable'));
  }
}
