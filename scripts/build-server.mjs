#!/usr/bin/env node
// Compiles the HTTP server in front of Next.js (src/server/http/main.ts: the server of start.ts
// with the API of api.ts) to one ES module, .next/app-server.mjs, and the worker threads it starts
// beside it (SERVER_WORKERS); `npm run build` runs it after `next build`.
// `npm run dev` compiles the server and the API apart (scripts/dev.mjs).
// Packages stay imports (resolved from node_modules at run time); `@/` paths are bundled;
// 'server-only' resolves to its empty module, as it does under the react-server condition.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_WORKERS } from './server-workers.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const serverBundle = path.join(root, '.next', 'app-server.mjs');

const serverOnly = {
  name: 'server-only',
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: path.join(root, 'node_modules', 'server-only', 'empty.js') }));
  },
};

/** esbuild's options for one server module of src/ (relative to the root) bundled to `outfile`. */
export function bundleOptions(entry, outfile, plugins = []) {
  return {
    entryPoints: [path.resolve(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    plugins: [serverOnly, ...plugins],
    sourcemap: 'linked',
    logLevel: 'warning',
    // Bundled CommonJS helpers (if any) need require in an ES module.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  };
}

/** The worker threads the server starts, each bundled beside the server module (`outdir`). */
export async function buildServerWorkers(outdir) {
  for (const [entry, bundled] of Object.entries(SERVER_WORKERS)) await build(bundleOptions(entry, path.join(outdir, bundled)));
}

export async function buildServer() {
  await build(bundleOptions('src/server/http/main.ts', serverBundle));
  await buildServerWorkers(path.dirname(serverBundle));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
