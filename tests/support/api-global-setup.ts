import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { assertLocalDatabase, startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseKind: 'pglite' | 'postgres';
    /** The server's DATA_DIR: its mail outbox is `mail/` (no SMTP_URL in tests). */
    dataDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts from an empty schema: the suite owns the test database. */
async function resetPostgres(url: string): Promise<void> {
  assertLocalDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

let server: RunningServer | undefined;

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.API_TEST_DATABASE_URL || undefined;
  if (databaseUrl) await resetPostgres(databaseUrl);
  server = await startServer({ port: await freePort(), databaseUrl });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('databaseKind', databaseUrl ? 'postgres' : 'pglite');
  return async () => {
    await server?.stop();
  };
}
