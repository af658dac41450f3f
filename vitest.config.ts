import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
import { defineConfig } from 'vitest/config';

/** Unit tests: beside the code, no server. Database-backed ones use an in-memory PGlite. */
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(root, 'src'),
      '@messages': path.resolve(root, 'messages'),
      // 'server-only' throws outside React Server Components; unit tests call server code directly.
      'server-only': path.resolve(root, 'tests/support/empty-module.ts'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    env: {
      NODE_ENV: 'test',
      NEXTAUTH_SECRET: 'unit-test-nextauth-secret-0123456789abcdef',
      ACCESS_TOKEN_SECRET: 'unit-test-access-token-secret-0123456789ab',
      LOG_LEVEL: 'error',
      SEED_DEMO_DATA: 'false',
    },
    testTimeout: 30_000,
    // A fresh PGlite plus argon2 hashing can take a while on a busy machine.
    hookTimeout: 60_000,
  },
});
