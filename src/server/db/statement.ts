import 'server-only';
import type { Executor } from './client';

/**
 * A statement written once, in SQL, for a path every weigh-in takes. On
 * PostgreSQL it runs as a named prepared statement: each pooled connection parses and plans it
 * once, and no query builder rebuilds its text on every call. PGlite runs the same text. `Row`
 * names the columns the text returns; cast them in the SQL (`::float8`, `::text`) so that both
 * drivers hand back the same JavaScript values.
 */
export type Statement<Row> = { readonly name: string; readonly text: string; readonly row?: Row };

export function statement<Row>(name: string, text: string): Statement<Row> {
  return { name, text };
}

type NodePostgresClient = { query: (config: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }> };
type PgliteClient = { exec: unknown; query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * The driver's own client under a drizzle database or transaction: the pool (or PGlite) for the
 * database, the transaction's one connection inside a transaction, so the statement runs in it.
 */
function clientOf(executor: Executor): NodePostgresClient | PgliteClient {
  const client = (executor as unknown as { session?: { client?: NodePostgresClient | PgliteClient } }).session?.client;
  if (!client) throw new Error('runStatement needs a drizzle database or transaction of node-postgres or PGlite');
  return client;
}

/** Runs `statement` with `values` ($1, $2, …) on `executor` and returns its rows. */
export async function runStatement<Row>(executor: Executor, statement: Statement<Row>, values: readonly unknown[]): Promise<Row[]> {
  const client = clientOf(executor);
  const result =
    'exec' in client
      ? await client.query(statement.text, [...values])
      : await client.query({ name: statement.name, text: statement.text, values: [...values] });
  return result.rows as Row[];
}
