#!/usr/bin/env node
// `npm test`: lint, types, unit, API over HTTP (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), then end-to-end in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { buildIfNeeded, root } from './build-if-needed.mjs';

const bin = (name) => `${root}/node_modules/.bin/${name}`;
const results = [];

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
  if (result.status !== 0) {
    console.log(`\n${results.join('\n')}`);
    process.exit(result.status ?? 1);
  }
}

step('lint', bin('eslint'), ['--max-warnings=0', '.']);
step('types', bin('tsc'), ['--noEmit']);
step('unit', bin('vitest'), ['run']);
console.log('\n━━ build');
buildIfNeeded();
step('api (PGlite)', bin('vitest'), ['run', '--config', 'vitest.api.config.ts'], { API_TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  step('api (PostgreSQL)', bin('vitest'), ['run', '--config', 'vitest.api.config.ts'], { API_TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
} else {
  results.push('skip api (PostgreSQL): TEST_DATABASE_URL is not set');
}
step('e2e (Chromium)', bin('playwright'), ['test']);
console.log(`\n${results.join('\n')}`);
