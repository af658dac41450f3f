// Builds the app unless .next already holds a build of exactly these sources.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_WORKERS } from './server-workers.mjs';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
/** The server in front of Next.js, compiled by scripts/build-server.mjs. */
export const serverBundle = path.join(root, '.next', 'app-server.mjs');
/** The worker threads, bundled beside the server, which starts them from there. */
const workerBundles = Object.values(SERVER_WORKERS).map((bundled) => path.join(root, '.next', bundled));
const stampFile = path.join(root, '.next', 'source-hash');
const inputs = [
  'src',
  'messages',
  'public',
  'drizzle',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/server-workers.mjs',
  'scripts/build-service-worker.mjs',
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child));
  } else if (!/\.test\.tsx?$/.test(entry)) {
    yield entry;
  }
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) for (const file of files(input)) hash.update(file).update(readFileSync(path.join(root, file)));
  // A bench build holds one more page (next.config.ts): `npm start` after `npm run bench` rebuilds.
  hash.update(process.env.BENCH_FLOOR_PAGE === '1' ? 'bench-floor-page' : '');
  return hash.digest('hex');
}

/** Builds the pages (next build) and the server in front of them (.next/app-server.mjs) when the sources changed. */
export function buildIfNeeded() {
  const current = sourceHash();
  const built =
    existsSync(path.join(root, '.next', 'BUILD_ID')) &&
    existsSync(serverBundle) &&
    workerBundles.every((bundle) => existsSync(bundle)) &&
    existsSync(path.join(root, '.next', 'sw.js')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === current;
  if (built) return;
  console.log('Building the app (first start or sources changed)…');
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const server = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (server.status !== 0) process.exit(server.status ?? 1);
  const worker = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-service-worker.mjs')], { cwd: root, stdio: 'inherit' });
  if (worker.status !== 0) process.exit(worker.status ?? 1);
  writeFileSync(stampFile, current);
}
