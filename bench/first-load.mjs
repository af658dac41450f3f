// Prints each page's first-load JavaScript from the build's manifests: the
// route's `entryJSFiles` (its page, layouts, error and not-found boundaries, global-error) plus
// the build's `rootMainFiles`, each file gzip-compressed at level 9 on its own, summed. These
// are the files a first visit loads (the Chromium page bench sees the same), without a server
// or a browser.
//
//   node bench/first-load.mjs                 # the three pages of the bench
//   node bench/first-load.mjs --all           # every page of the build
//   node bench/first-load.mjs --files /my-weight-tracker   # and that page's files, largest first
//   node bench/first-load.mjs --json          # the same as JSON
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import vm from 'node:vm';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const next = path.join(root, '.next');
const BENCH_PAGES = ['/', '/login', '/my-weight-tracker'];

const args = process.argv.slice(2);
const all = args.includes('--all');
const json = args.includes('--json');
const filesOf = args.includes('--files') ? args[args.indexOf('--files') + 1] : undefined;

if (!existsSync(path.join(next, 'build-manifest.json'))) {
  console.error('No build in .next: build first (scripts/build-if-needed.mjs).');
  process.exit(1);
}
const { rootMainFiles } = JSON.parse(readFileSync(path.join(next, 'build-manifest.json'), 'utf8'));

/** Every page_client-reference-manifest.js under .next/server/app, by its page ("/[locale]/login/page"). */
function* manifests(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* manifests(full);
    else if (entry.name === 'page_client-reference-manifest.js') yield full;
  }
}

/** The manifest file assigns globalThis.__RSC_MANIFEST[page]; run it in a sandbox to read it. */
function readManifest(file) {
  const sandbox = { globalThis: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
  return Object.entries(sandbox.__RSC_MANIFEST);
}

/** "/[locale]/(signed-in)/my-weight-tracker/page" → "/my-weight-tracker" (route groups are not in the URL). */
const routeOf = (page) =>
  page
    .replace(/^\/\[locale\]/, '')
    .replace(/\/\([^/]+\)/g, '')
    .replace(/\/page$/, '') || '/';

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const body = readFileSync(path.join(next, file));
    sizes.set(file, { file, rawBytes: body.length, gzipBytes: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length });
  }
  return sizes.get(file);
}

const pages = [];
for (const file of manifests(path.join(next, 'server', 'app'))) {
  for (const [page, manifest] of readManifest(file)) {
    const route = routeOf(page);
    if (!all && !BENCH_PAGES.includes(route)) continue;
    const files = [...new Set([...Object.values(manifest.entryJSFiles).flat(), ...rootMainFiles])].map(sizeOf).sort((a, b) => b.gzipBytes - a.gzipBytes);
    pages.push({
      route,
      files: files.length,
      rawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
      gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      ...(filesOf === route || json ? { fileList: files } : {}),
    });
  }
}
pages.sort((a, b) => a.route.localeCompare(b.route));

if (json) {
  console.log(JSON.stringify(pages, null, 2));
} else {
  const kB = (bytes) => (bytes / 1000).toFixed(2).padStart(8);
  console.log('first-load JS per page (entryJSFiles + rootMainFiles, gzip -9 per file), kB');
  console.log(`${'page'.padEnd(40)} files      raw     gzip`);
  for (const p of pages) {
    console.log(`${p.route.padEnd(40)} ${String(p.files).padStart(5)} ${kB(p.rawBytes)} ${kB(p.gzipBytes)}`);
    for (const f of p.fileList ?? []) console.log(`    ${f.file.padEnd(36)} ${kB(f.rawBytes)} ${kB(f.gzipBytes)}`);
  }
}
