import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PREVIEW_SECRET } from './tests/e2e/support/shell';
import { chromiumLaunchOptions } from './tests/support/chromium';
import { TEST_SECRETS } from './tests/support/server';
import { TEST_OIDC_CLIENTS } from './tests/support/oidc-clients';
import { TEST_FACEBOOK_CLIENT } from './tests/support/oidc-clients';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * Each viewport project has an app of its own (its own port and data directory), so the two run at
 * once, one worker each, with the isolation a single worker had: the demo people, the community
 * total and the rate limits are never shared between them. The fakes beside them are shared.
 */
const MOBILE_PORT = PORT + 10;
// The test SMTP listener and OpenID provider sit beside the app's port.
const SMTP_PORT = PORT + 40;
const OIDC_PORT = PORT + 41;
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
// Facebook is OAuth 2 with a Graph profile, not OpenID Connect: its own local server (tests/support/fake-facebook.mjs).
const FACEBOOK_PORT = PORT + 42;
const FACEBOOK_URL = `http://127.0.0.1:${FACEBOOK_PORT}`;
// Served on localhost (not 127.0.0.1): see DESIGN §8 on next-intl's as-needed prefix.
const baseURL = `http://localhost:${PORT}`;
const mobileBaseURL = `http://localhost:${MOBILE_PORT}`;
/** Where the OpenID provider and the Facebook stand-in may send people back to. */
const appUrls = [baseURL, mobileBaseURL].join(',');
/** The local stand-in for YouTube's oEmbed and thumbnail hosts (tests/support/fake-youtube.mjs). */
const FAKE_YOUTUBE_PORT = PORT + 1;
const fakeYoutube = `http://127.0.0.1:${FAKE_YOUTUBE_PORT}`;
/** The local stand-in for the analytics host (tests/support/fake-analytics.mjs): pages load its script under the CSP. */
const FAKE_ANALYTICS_PORT = PORT + 2;
const FAKE_ANALYTICS_URL = `http://127.0.0.1:${FAKE_ANALYTICS_PORT}`;
// Workers re-evaluate this file: the data directory is chosen once and inherited.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'cwt-e2e-'));
process.env.E2E_MOBILE_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'cwt-e2e-mobile-'));
// Where the SMTP listener writes what the app mails; specs read it with tests/support/mailbox.ts.
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), 'cwt-e2e-mail-'));

/**
 * The production shape: with E2E_DATABASE_URL set, the app runs on that
 * PostgreSQL (its schema emptied first) with its rate limits in the Redis at E2E_REDIS_URL, and
 * only the specs of the `postgres` project run, on the desktop viewport. `npm test` sets both when
 * TEST_DATABASE_URL and Redis answer; tests/e2e/health.spec.ts asserts what the app reports.
 */
const e2eDatabaseUrl = process.env.E2E_DATABASE_URL || undefined;
const e2eRedisUrl = process.env.E2E_REDIS_URL || undefined;
// Its own key prefix, chosen once like the data directory: counters of other runs do not leak in.
if (e2eRedisUrl) process.env.E2E_REDIS_KEY_PREFIX ??= `e2e-${randomUUID()}:`;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
/**
 * Specs whose outcome does not depend on the width (HTTP headers, the sign-in protocols, mail
 * links, the session's timers, the service worker and offline queue, error messages, titles) run
 * in one viewport project only, half in each, so CI time goes to what layout can break (the run stays
 * under 20 minutes). Everything a person sees laid out runs at 1280 and at 360 px.
 */
const desktopOnlySpecs = [
  'external-providers-apple-microsoft-facebook.spec.ts',
  'session-shell.spec.ts',
  'email-change.spec.ts', // its 360 px case sets that width itself
  'sign-in-errors.spec.ts',
  'before-hydration.spec.ts',
  'offline-session-end.spec.ts',
  'org-permission-errors.spec.ts',
  'coalition-dates.spec.ts', // starts an app of its own on a moved clock; its dates do not depend on the width
  'reflow-and-spacing.spec.ts', // sets the widths it checks (320 and 1280 px) itself
  'back-forward-cache.spec.ts',
];
const mobileOnlySpecs = [
  'security-headers.spec.ts',
  'email-links.spec.ts',
  'dictionary-errors.spec.ts',
  'external-providers.spec.ts',
  'offline-queue-choices.spec.ts',
  'offline.spec.ts',
  'service-worker-update.spec.ts',
  'page-titles.spec.ts',
  'shell-errors.spec.ts',
  'profile-directory-lock.spec.ts',
];
/** What runs on PostgreSQL and Redis: the first journey, the dashboard, organisation invitations. */
const postgresSpecs = ['health.spec.ts', 'first-journey.spec.ts', 'dashboard.spec.ts', 'organization-invitations.spec.ts'];

/** The app under test on `port`, with its data in `dataDir` (PGlite) or on E2E_DATABASE_URL. */
function appServer(port: number, dataDir: string) {
  return {
    command: [
      ...(e2eDatabaseUrl ? [`node tests/support/reset-postgres.mjs '${e2eDatabaseUrl}'`] : []),
      `node tests/support/serve-while-parent-lives.mjs ${port}`,
    ].join(' && '),
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      ...TEST_SECRETS,
      DATA_DIR: dataDir,
      NEXTAUTH_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      // The server outlives a shell between it and this runner only while this runner lives.
      TEST_PARENT_PID: String(process.pid),
      DATABASE_URL: e2eDatabaseUrl ?? '',
      ...(e2eRedisUrl ? { REDIS_URL: e2eRedisUrl, REDIS_KEY_PREFIX: process.env.E2E_REDIS_KEY_PREFIX! } : {}),
      SEED_DEMO_DATA: 'true',
      // The tests make the figures they read: the demo residents would move them.
      SEED_DEMO_RESIDENTS: 'false',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      RATE_LIMIT_PER_IP_PER_MINUTE: '500',
      // Specs sign the demo people in from parallel workers: per-person budgets they stay under.
      RATE_LIMIT_READS_PER_MINUTE: '1000000',
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_MAILS_PER_10_MINUTES: '1000000',
      RATE_LIMIT_EXPORTS_PER_HOUR: '1000000',
      RATE_LIMIT_IMPORTS_PER_HOUR: '1000000',
      // The coalition's figures counted on every call; groups of fewer than 11 stay suppressed.
      COALITION_FIGURES_MAX_AGE_SECONDS: '0',
      // Specs that simulate addresses send X-Forwarded-For from loopback, as a proxy would.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // Two providers, both pointed at the local OpenID provider: the coalition's own, and Google.
      ADFS_ISSUER: OIDC_ISSUER,
      ADFS_CLIENT_ID: TEST_OIDC_CLIENTS.adfs.clientId,
      ADFS_CLIENT_SECRET: TEST_OIDC_CLIENTS.adfs.clientSecret,
      GOOGLE_ISSUER: OIDC_ISSUER,
      GOOGLE_CLIENT_ID: TEST_OIDC_CLIENTS.google.clientId,
      GOOGLE_CLIENT_SECRET: TEST_OIDC_CLIENTS.google.clientSecret,
      // Apple and Microsoft at the local OpenID provider too (each with its own id-token claims), Facebook at its OAuth 2 stand-in.
      APPLE_ISSUER: OIDC_ISSUER,
      APPLE_CLIENT_ID: TEST_OIDC_CLIENTS.apple.clientId,
      APPLE_CLIENT_SECRET: TEST_OIDC_CLIENTS.apple.clientSecret,
      AZURE_AD_ISSUER: OIDC_ISSUER,
      AZURE_AD_CLIENT_ID: TEST_OIDC_CLIENTS['azure-ad'].clientId,
      AZURE_AD_CLIENT_SECRET: TEST_OIDC_CLIENTS['azure-ad'].clientSecret,
      FACEBOOK_OAUTH_URL: FACEBOOK_URL,
      FACEBOOK_CLIENT_ID: TEST_FACEBOOK_CLIENT.clientId,
      FACEBOOK_CLIENT_SECRET: TEST_FACEBOOK_CLIENT.clientSecret,
      YOUTUBE_OEMBED_URL: `${fakeYoutube}/oembed`,
      YOUTUBE_THUMBNAIL_URL: fakeYoutube,
      MEDIA_TIMEOUT_MS: '2000',
      PREVIEW_SECRET: E2E_PREVIEW_SECRET,
      COALITION_SITE_URL: 'https://coalition.example.org/',
      ANALYTICS_HOST: FAKE_ANALYTICS_URL,
      ANALYTICS_DOMAIN: 'tracker.e2e.test',
    },
  };
}

/** A stand-in service from tests/support (`script` and its arguments), ready when `origin`/health answers. */
function fakeServer(script: string, origin: string) {
  return {
    command: `node tests/support/${script}`,
    url: `${origin}/health`,
    timeout: 10_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { TEST_PARENT_PID: String(process.pid) },
  };
}

const appServers = e2eDatabaseUrl
  ? [appServer(PORT, process.env.E2E_DATA_DIR!)]
  : [appServer(PORT, process.env.E2E_DATA_DIR!), appServer(MOBILE_PORT, process.env.E2E_MOBILE_DATA_DIR!)];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One per project (each project's files run one after another against its own app).
  workers: e2eDatabaseUrl ? 1 : 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A whole journey's budget is there to end a hang, not to time the app (npm run bench does that).
  // On a slower machine of the CI's kind (2026-11-27: every stage 2.5× slower than the day before)
  // the two-person journeys took up to 59.5 s and one ran past 60 s with nothing wrong.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: e2eDatabaseUrl
    ? [{ name: 'postgres', testMatch: postgresSpecs, use: desktop }]
    : [
        { name: 'desktop', workers: 1, testIgnore: mobileOnlySpecs, use: desktop },
        {
          name: 'mobile-360',
          workers: 1,
          testIgnore: desktopOnlySpecs,
          use: { ...devices['Desktop Chrome'], baseURL: mobileBaseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
        },
      ],
  webServer: [
    {
      command: `node tests/support/smtp-sink.mjs ${SMTP_PORT} ${process.env.E2E_MAIL_DIR}`,
      port: SMTP_PORT,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { TEST_PARENT_PID: String(process.pid) },
    },
    {
      command: `node tests/support/oidc-provider.mjs ${OIDC_PORT} ${appUrls}`,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: { TEST_PARENT_PID: String(process.pid), NODE_ENV: 'development' },
    },
    fakeServer(`fake-facebook.mjs ${FACEBOOK_PORT} ${appUrls}`, FACEBOOK_URL),
    fakeServer(`fake-youtube.mjs ${FAKE_YOUTUBE_PORT}`, fakeYoutube),
    fakeServer(`fake-analytics.mjs ${FAKE_ANALYTICS_PORT}`, FAKE_ANALYTICS_URL),
    ...appServers,
  ],
});
