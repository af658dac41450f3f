import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * A named prepared statement (drizzle's `.prepare(name)`, with `sql.placeholder` for its values),
 * for the paths every weigh-in takes: PostgreSQL parses and plans it once per pooled connection,
 * and its text is built once per database or transaction, not on every call. A prepared query
 * belongs to the database or transaction it was built on, so each gets its own.
 */
export function preparedOn<Prepared>(build: (executor: Executor) => Prepared): (executor: Executor) => Prepared {
  const prepared = new WeakMap<Executor, Prepared>();
  return (executor) => {
    let statement = prepared.get(executor);
    if (!statement) {
      statement = build(executor);
      prepared.set(executor, statement);
    }
    return statement;
  };
}

/** Runs a statement written in SQL (drizzle's `sql` template) and returns its rows: both drivers answer `execute` with `rows`. */
export async function rowsOf<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
