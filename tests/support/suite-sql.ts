import pg from 'pg';

/** One statement on the API suite's PostgreSQL database (API_TEST_DATABASE_URL), on a connection of its own; its rows. */
export async function suiteSql(statement: string, values: unknown[]): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: process.env.API_TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}
