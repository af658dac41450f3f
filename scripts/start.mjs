#!/usr/bin/env node
// `npm start`: builds when the sources changed since the last build, then serves the app.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const stampFile = path.join(root, '.next', 'source-hash');
const inputs = ['src', 'messages', 'public', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json'];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child));
  } else {
    yield entry;
  }
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) for (const file of files(input)) hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

const current = sourceHash();
const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current;
if (!built) {
  console.log('Building the app (first start or sources changed)…');
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, current);
}

const port = process.env.PORT || '3000';
const host = process.env.HOST || '0.0.0.0';
const server = spawn(process.execPath, [nextBin, 'start', '--port', port, '--hostname', host], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
