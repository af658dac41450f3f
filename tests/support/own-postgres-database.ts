import pg from 'pg';

/**
 * A database of the file's own beside the suite's (API_TEST_DATABASE_URL), made empty; `drop`
 * removes it. Servers of the file's own migrate it at their start.
 */
export async function ownPostgresDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const suiteUrl = new URL(process.env.API_TEST_DATABASE_URL!);
  const name = `${suiteUrl.pathname.slice(1)}_${label}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: suiteUrl.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  return { url: Object.assign(new URL(suiteUrl), { pathname: `/${name}` }).toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
