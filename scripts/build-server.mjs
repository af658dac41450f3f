#!/usr/bin/env node
// Compiles the HTTP server in front of Next.js (src/server/http/start.ts) to one ES module,
// .next/app-server.mjs; `npm run build` runs it after `next build`, `npm run dev` before starting.
// Packages stay imports (resolved from node_modules at run time); `@/` paths are bundled;
// 'server-only' resolves to its empty module, as it does under the react-server condition.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const serverBundle = path.join(root, '.next', 'app-server.mjs');

const serverOnly = {
  name: 'server-only',
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: path.join(root, 'node_modules', 'server-only', 'empty.js') }));
  },
};

export async function buildServer() {
  await build({
    entryPoints: [path.join(root, 'src', 'server', 'http', 'start.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    plugins: [serverOnly],
    sourcemap: 'linked',
    logLevel: 'warning',
    // Bundled CommonJS helpers (if any) need require in an ES module.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
