// Empties a local PostgreSQL database's schema, as the API run's global setup does: the e2e run on
// PostgreSQL (playwright.config.ts, E2E_DATABASE_URL) starts the app on a fresh schema, which it
// migrates and seeds itself. Runs before the app's server starts (a webServer's command), since
// Playwright starts its web servers before any globalSetup. Usage: node reset-postgres.mjs <url>
import pg from 'pg';

const [url] = process.argv.slice(2);
if (!url) throw new Error('usage: node tests/support/reset-postgres.mjs <postgres-url>');
const host = new URL(url).hostname;
// Tests wipe what they use: never anything but a database on this machine.
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error(`Refusing to reset a non-local database (${host})`);

const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
} finally {
  await client.end();
}
