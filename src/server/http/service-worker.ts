import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SERVICE_WORKER_CONTENT_SECURITY_POLICY } from './security-headers';

/** Where the browser finds the worker; at the root so that its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Answers /sw.js with the worker `npm run build` wrote (scripts/build-service-worker.mjs), read on
 * each request: a deploy that replaces .next/sw.js is seen at the browser's next update check.
 * `no-cache`: the browser asks again at every check, never a stale worker. None under `next dev`.
 */
export async function serveServiceWorker(req: IncomingMessage, res: ServerResponse, distDir = path.join(process.cwd(), '.next')): Promise<void> {
  const body = await readFile(path.join(distDir, 'sw.js')).catch(() => null);
  if (!body) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Not found');
    return;
  }
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': SERVICE_WORKER_CONTENT_SECURITY_POLICY,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
