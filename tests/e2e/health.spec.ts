import { expect, test } from '@playwright/test';

// Each e2e run proves which shape it drove. The run with E2E_DATABASE_URL
// (playwright.config.ts) is the production shape: PostgreSQL, and the rate limits in Redis.
const expected = {
  status: 'ok',
  database: process.env.E2E_DATABASE_URL ? 'postgres' : 'pglite',
  rateLimits: process.env.E2E_REDIS_URL ? 'redis' : 'memory',
};

test(`the app under test runs on ${expected.database} with its rate limits in ${expected.rateLimits}`, async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual(expected);
});
