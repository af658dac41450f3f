import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/** API tests: HTTP against the built app, started once per run (PGlite, or PostgreSQL via API_TEST_DATABASE_URL). */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(root, 'src') } },
  test: {
    include: ['tests/api/**/*.test.ts'],
    globalSetup: ['tests/support/api-global-setup.ts'],
    setupFiles: ['tests/support/api-setup-file.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // An outside process (the server, PostgreSQL, the SMTP listener) is given 15 s to do what a test waits for.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // One server, shared: files run one after another to keep its load predictable.
    fileParallelism: false,
  },
});
