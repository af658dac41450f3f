import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';
import { resetPostgres } from './reset-postgres.mjs';
// @ts-expect-error -- a plain ES module shared with Playwright's web servers
import { startSmtpSink } from './smtp-sink.mjs';
import { startFakeYoutube } from './fake-youtube.mjs';
import { watchPgQueryOverlap } from './pg-overlap-guard';
import { freePort } from './free-port';

/** The preview secret the API test server is started with. */
export const API_PREVIEW_SECRET = 'api-preview-secret-0123456789';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseKind: 'pglite' | 'postgres';
    /** Where the server under test counts its rate limits: Redis in the PostgreSQL run when one answers. */
    rateLimitKind: 'redis' | 'memory';
    /** The Redis of the run when rateLimitKind is 'redis' (a test's own server may count there too), '' otherwise. */
    redisUrl: string;
    /** Where the test SMTP listener writes what the server mails (read with mailbox.ts). */
    mailDir: string;
    previewSecret: string;
    /** The server's DATA_DIR (its mail goes to the SMTP listener, see mailDir). */
    dataDir: string;
  }
}

/** The Redis of this machine, if one answers: the PostgreSQL run is the scale-out configuration. */
async function reachableRedis(url: string): Promise<string | undefined> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch {
    console.warn(`No Redis at ${url}: the rate limits of this run stay in memory.`);
    return undefined;
  } finally {
    redis.disconnect();
  }
}

let server: RunningServer | undefined;

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.API_TEST_DATABASE_URL || undefined;
  if (databaseUrl) await resetPostgres(databaseUrl);
  const redisUrl = databaseUrl ? await reachableRedis(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379') : undefined;
  const mailDir = mkdtempSync(path.join(tmpdir(), 'cwt-mail-'));
  const smtp = (await startSmtpSink({ port: await freePort(), dir: mailDir })) as { url: string; close: () => Promise<void> };
  // YouTube's stand-in; the media timeout is short so the slow case stays quick.
  const youtube = await startFakeYoutube(0);
  // A per-IP budget that a whole suite from one address stays under; tests of the limit use their own X-Forwarded-For.
  server = await startServer({
    port: await freePort(),
    databaseUrl,
    env: {
      ...watchPgQueryOverlap(project),
      SMTP_URL: smtp.url,
      RATE_LIMIT_PER_IP_PER_MINUTE: '200',
      // Per-person budgets that the suite's few people making many calls stay under (the demo admin
      // invites dozens); the budgets themselves are tested on a server of their own, with the defaults.
      RATE_LIMIT_READS_PER_MINUTE: '1000000',
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_MAILS_PER_10_MINUTES: '1000000',
      RATE_LIMIT_EXPORTS_PER_HOUR: '1000000',
      RATE_LIMIT_IMPORTS_PER_HOUR: '1000000',
      // The tests stand in for a proxy on loopback: the X-Forwarded-For they send is believed.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // Its own key prefix: counters of other runs on the same Redis do not leak in.
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-${randomUUID()}:` } : {}),
      // One provider enabled, so the provider calls have something to list (sign-ins through it are e2e tests).
      ADFS_ISSUER: 'http://127.0.0.1:9/unused-issuer',
      ADFS_CLIENT_ID: 'api-test-client',
      ADFS_CLIENT_SECRET: 'api-test-secret',
      YOUTUBE_OEMBED_URL: `${youtube.url}/oembed`,
      YOUTUBE_THUMBNAIL_URL: youtube.url,
      MEDIA_TIMEOUT_MS: '1000',
      PREVIEW_SECRET: API_PREVIEW_SECRET,
      // The coalition's figures: counted on every call, and groups of 3 shown, so
      // a file builds the groups it checks in seconds (tests/api/coalition-outcomes.test.ts).
      COALITION_FIGURES_MAX_AGE_SECONDS: '0',
      COALITION_MIN_GROUP_SIZE: '3',
    },
  });
  project.provide('baseUrl', server.url);
  project.provide('previewSecret', API_PREVIEW_SECRET);
  project.provide('dataDir', server.dataDir);
  project.provide('databaseKind', databaseUrl ? 'postgres' : 'pglite');
  project.provide('rateLimitKind', redisUrl ? 'redis' : 'memory');
  project.provide('redisUrl', redisUrl ?? '');
  project.provide('mailDir', mailDir);
  return async () => {
    await server?.stop();
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
    await youtube.close();
  };
}
