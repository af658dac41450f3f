// Empties a local PostgreSQL database's schema: the API run's global setup starts from it, and the
// e2e run on PostgreSQL (playwright.config.ts, E2E_DATABASE_URL) runs it as a command before the
// app's server starts (a webServer's command), since Playwright starts its web servers before any
// globalSetup; the app migrates and seeds itself. Usage: node reset-postgres.mjs <url>
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Refuses anything but a database on this machine: tests wipe what they use. */
function assertLocalDatabase(url) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error(`Refusing to reset a non-local database (${host})`);
}

export async function resetPostgres(url) {
  assertLocalDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url] = process.argv.slice(2);
  if (!url) throw new Error('usage: node tests/support/reset-postgres.mjs <postgres-url>');
  await resetPostgres(url);
}
