#!/usr/bin/env node
// `npm start`: builds when the sources changed since the last build, then serves the app.
import { spawn } from 'node:child_process';
import { buildIfNeeded, nextBin, root } from './build-if-needed.mjs';

buildIfNeeded();

const port = process.env.PORT || '3000';
// Next normalises 127.0.0.1 to localhost inside the proxy; binding to the literal address makes
// next-intl's locale rewrite look external and loop (docs/decisions/0002-serve-as-localhost.md).
const requestedHost = process.env.HOST || '0.0.0.0';
const host = requestedHost === '127.0.0.1' ? 'localhost' : requestedHost;
const server = spawn(process.execPath, [nextBin, 'start', '--port', port, '--hostname', host], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
