import path from 'node:path';

export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

export type BenchDatabase = {
  query: Query;
  /** Runs `work` between BEGIN and COMMIT on one connection; ROLLBACK when it throws. */
  transaction: <T>(work: (query: Query) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** Opens the benchmark database directly (the app server must not be running on PGlite then). */
export async function openDatabase(target: { databaseUrl?: string; dataDir: string }): Promise<BenchDatabase> {
  if (target.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    return {
      query: async (text, params) => (await pool.query(text, params)).rows,
      transaction: async (work) => {
        const client = await pool.connect();
        // A connection whose ROLLBACK failed goes back broken: the pool destroys it.
        let broken: Error | undefined;
        try {
          await client.query('BEGIN');
          const result = await work(async (text, params) => (await client.query(text, params)).rows);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
          throw error;
        } finally {
          client.release(broken);
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(target.dataDir, 'pglite'));
  return {
    query: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
    transaction: (work) => db.transaction((tx) => work(async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows)),
    close: () => db.close(),
  };
}

export type Fixtures = {
  users: Array<{ id: string; email: string }>;
  orgId: string;
  orgAdmin: { id: string; email: string };
  /** A user with users.coalition_admin (the seed makes the first scale user one). */
  coalitionAdmin?: { id: string; email: string };
  logRows: number;
};

/** Who the load runs as: a random sample of scale users and the scale organisation's admin. */
export async function readFixtures(db: BenchDatabase, sample = 500): Promise<Fixtures> {
  const users = await db.query<{ id: string; email: string }>(
    `SELECT id, email FROM users WHERE email LIKE 'scale-%@scale.example.org' ORDER BY random() LIMIT $1`,
    [sample],
  );
  const [org] = await db.query<{ account_id: string; user_id: string; email: string }>(
    `SELECT ua.account_id, u.id AS user_id, u.email FROM user_accounts ua
       JOIN accounts a ON a.id = ua.account_id JOIN users u ON u.id = ua.user_id
      WHERE a.name = 'Scale Organization' AND ua.role = 'OrganizationAdmin' LIMIT 1`,
  );
  const [coalitionAdmin] = await db.query<{ id: string; email: string }>(
    `SELECT id, email FROM users WHERE coalition_admin AND email LIKE 'scale-%@scale.example.org' ORDER BY email LIMIT 1`,
  );
  const [{ count }] = (await db.query<{ count: string }>('SELECT count(*)::text AS count FROM weight_logs')) as [{ count: string }];
  if (users.length === 0 || !org) throw new Error('The benchmark database has no scale users: run without --skip-seed');
  return { users, orgId: org.account_id, orgAdmin: { id: org.user_id, email: org.email }, coalitionAdmin, logRows: Number(count) };
}
