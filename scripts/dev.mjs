#!/usr/bin/env node
// `npm run dev`: the same server as `npm start` (src/server/http/start.ts), with Next.js in
// development mode (hot reload of pages and route handlers). The server's own modules are
// compiled once at start: restart after changing src/server/http/.
import { buildServer, serverBundle } from './build-server.mjs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

process.chdir(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
process.env.NODE_ENV = 'development';
await buildServer();
await import(pathToFileURL(serverBundle).href);
