import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PREVIEW_SECRET } from './tests/e2e/support/shell';
import { TEST_SECRETS } from './tests/support/server';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Served on localhost (not 127.0.0.1): see DESIGN §8 on next-intl's as-needed prefix.
const baseURL = `http://localhost:${PORT}`;
/** The local stand-in for YouTube's oEmbed and thumbnail hosts (tests/support/fake-youtube.mjs). */
const FAKE_YOUTUBE_PORT = PORT + 1;
const fakeYoutube = `http://127.0.0.1:${FAKE_YOUTUBE_PORT}`;
// Workers re-evaluate this file: the data directory is chosen once and inherited.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'cwt-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile-360', use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  ],
  webServer: [
    {
      command: `node tests/support/fake-youtube.mjs ${FAKE_YOUTUBE_PORT}`,
      url: `${fakeYoutube}/health`,
      timeout: 10_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node tests/support/serve-while-parent-lives.mjs ${PORT}`,
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...TEST_SECRETS,
        DATA_DIR: process.env.E2E_DATA_DIR,
        NEXTAUTH_URL: baseURL,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SEED_DEMO_DATA: 'true',
        YOUTUBE_OEMBED_URL: `${fakeYoutube}/oembed`,
        YOUTUBE_THUMBNAIL_URL: fakeYoutube,
        MEDIA_TIMEOUT_MS: '2000',
        PREVIEW_SECRET: E2E_PREVIEW_SECRET,
        COALITION_SITE_URL: 'https://coalition.example.org/',
      },
    },
  ],
});
