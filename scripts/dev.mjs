#!/usr/bin/env node
// `npm run dev`: the same server as `npm start` (src/server/http/start.ts), with Next.js in
// development mode (hot reload of pages, next-auth and preview) and the product API
// (src/server/http/api.ts and all it imports) rebuilt and swapped in after every change
// (scripts/reloading-listener.mjs). Only a change to the server in front, src/server/http/ but
// api.ts, needs a restart.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerWorkers, bundleOptions } from './build-server.mjs';
import { reloadingListener } from './reloading-listener.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, '.next', 'app-server-dev');
process.chdir(root);
process.env.NODE_ENV = 'development';

const serverModule = path.join(out, 'start.mjs');
await build(bundleOptions('src/server/http/start.ts', serverModule));
// The worker threads the server starts, beside it (a change to them needs a restart).
await buildServerWorkers(out);
const { startServer } = await import(pathToFileURL(serverModule).href);
await startServer({
  dev: true,
  createApi: async (appUrl) => {
    const api = await reloadingListener({ entry: 'src/server/http/api.ts', outfile: path.join(out, 'api.mjs'), create: ({ createApi }) => createApi(appUrl) });
    return api.listener;
  },
});
