#!/usr/bin/env node
// `npm start`: builds when the sources changed since the last build, then runs the app's server
// (src/server/http/start.ts, compiled to .next/app-server.mjs) in this process.
import { pathToFileURL } from 'node:url';
import { buildIfNeeded, root, serverBundle } from './build-if-needed.mjs';

buildIfNeeded();
process.chdir(root);
process.env.NODE_ENV = 'production';
await import(pathToFileURL(serverBundle).href);
