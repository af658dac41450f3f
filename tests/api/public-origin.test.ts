import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endProcess, TEST_SECRETS } from '../support/server';
import { freePort } from '../support/free-port';

/**
 * A second server as a production host runs it: listening on every interface (0.0.0.0) behind a
 * TLS proxy, its public origin (NEXTAUTH_URL) https. Requests reach it over plain http on loopback.
 */
const PUBLIC_ORIGIN = 'https://tracker.example.test';
const PREVIEW_SECRET = 'public-origin-preview-secret-0123';

let child: ChildProcess | undefined;
let dataDir = '';
let local = '';

beforeAll(async () => {
  const port = await freePort();
  local = `http://localhost:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'cwt-public-origin-'));
  // The app's own server, as `npm start` runs it, on every interface.
  child = spawn(process.execPath, ['.next/app-server.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      ...TEST_SECRETS,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NEXTAUTH_URL: PUBLIC_ORIGIN,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      PREVIEW_SECRET,
    },
  });
  // The server prints "Ready on" once it listens; the database is opened before that.
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready on/.test(output)) resolve();
    });
    child!.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
  expect((await fetch(`${local}/api/health`)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  if (child) await endProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('finding 8: HSTS when the public origin is https', () => {
  it('pages and API answers carry Strict-Transport-Security, and pages upgrade insecure requests', async () => {
    for (const pathname of ['/', '/login', '/api/health', '/api/auth/session']) {
      const response = await fetch(`${local}${pathname}`, { redirect: 'manual' });
      await response.arrayBuffer();
      expect(response.headers.get('strict-transport-security'), pathname).toBe('max-age=63072000; includeSubDomains');
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
    }
    const page = await fetch(`${local}/login`);
    await page.arrayBuffer();
    expect(page.headers.get('content-security-policy')).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe('issue 18 defect 7: enabling preview redirects to the public origin, not the listening address', () => {
  it('goes to NEXTAUTH_URL with the path, never to http://0.0.0.0', async () => {
    const response = await fetch(`${local}/api/preview?secret=${PREVIEW_SECRET}&redirect=/pages/spring-challenge`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${PUBLIC_ORIGIN}/pages/spring-challenge`);
  });
});
