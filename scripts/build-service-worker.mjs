#!/usr/bin/env node
// Builds the service worker after `next build`: esbuild bundles
// src/service-worker/worker.ts with Serwist, then @serwist/build's injectManifest writes the list of
// the build's /_next/static files (each with a content revision) into it: .next/sw.js, which the
// server answers at /sw.js (src/server/http/service-worker.ts). Prints the worker's size.
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const nextDir = path.join(root, '.next');
export const serviceWorkerFile = path.join(nextDir, 'sw.js');

export async function buildServiceWorker({ outDir = nextDir } = {}) {
  const bundled = path.join(outDir, 'cache', 'sw-bundle.js');
  const swDest = path.join(outDir, 'sw.js');
  mkdirSync(path.dirname(bundled), { recursive: true });
  await build({
    entryPoints: [path.join(root, 'src', 'service-worker', 'worker.ts')],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest,
    globDirectory: outDir,
    globPatterns: ['static/**/*.{js,css,woff2,woff,png,svg}'],
    modifyURLPrefix: { 'static/': '/_next/static/' },
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  const worker = readFileSync(swDest);
  console.log(
    `service worker: ${count} files precached (${(size / 1024).toFixed(0)} kB); sw.js ${(worker.length / 1024).toFixed(1)} kB, ${(gzipSync(worker, { level: 9 }).length / 1024).toFixed(1)} kB gzip`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServiceWorker();
