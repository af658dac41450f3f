import 'server-only';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * Reads that do not depend on each other: side by side on the pool (each takes a connection of
 * its own), one after another inside a transaction. A transaction has one connection, and pg must
 * not be handed a query while that connection runs one: pg 8 queues it with a deprecation
 * warning, pg 9 refuses it (issue 14).
 */
export async function independentReads<T extends readonly unknown[]>(db: Executor, reads: { [K in keyof T]: () => PromiseLike<T[K]> }): Promise<T> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
