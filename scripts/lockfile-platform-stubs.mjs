#!/usr/bin/env node
// The registry reachable here lacks some other platforms' native packages (darwin, win32, …).
// `npm install` skips them silently, then `npm ci` refuses a lockfile without them. This adds a
// lockfile entry for each missing optional platform package, marked with the os/cpu it is for,
// so `npm ci` skips it on this platform and still installs it on its own (docs/decisions/0004).
// Run after every `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

function platformOf(name) {
  const tail = name.split('/').pop();
  const os = ['darwin', 'win32', 'android', 'freebsd', 'openharmony', 'linux', 'sunos', 'netbsd', 'openbsd'].find((o) => tail.includes(`-${o}-`));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'].find((c) => tail.includes(`-${c}`));
  const entry = {};
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (os === 'linux' && /-musl/.test(tail)) entry.libc = ['musl'];
  else if (os === 'linux' && /-gnu/.test(tail)) entry.libc = ['glibc'];
  return entry;
}

let added = 0;
for (const [location, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue; // not a platform package: leave it to npm
    packages[hoisted] = { version, optional: true, ...platform };
    added += 1;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`lockfile: ${added} platform package stub(s) added`);
