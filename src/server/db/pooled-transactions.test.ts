import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { transactionsOnOwnConnections } from './pooled-transactions';
import * as schema from './schema';

/** A pooled connection that records its statements and how it went back; `failAt` makes one fail. */
class FakeConnection extends EventEmitter {
  statements: string[] = [];
  releases: Array<Error | undefined> = [];
  constructor(private readonly failAt?: { statement: string; error: Error }) {
    super();
  }
  query = async (query: string | { text: string }) => {
    const text = typeof query === 'string' ? query : query.text;
    this.statements.push(text);
    if (this.failAt && text.startsWith(this.failAt.statement)) throw this.failAt.error;
    return { rows: [], rowCount: 0, fields: [], command: '' };
  };
  release = (error?: Error) => void this.releases.push(error);
}

/** Named so that drizzle takes it for a pool, as it does pg's. */
class FakePool {
  constructor(private readonly connection: FakeConnection) {}
  connect = async () => this.connection;
}

function databaseOn(connection: FakeConnection): Db {
  const pool = new FakePool(connection) as unknown as Pool;
  return transactionsOnOwnConnections(drizzle({ client: pool, schema }) as unknown as Db, pool);
}

const cut = () => new Error('Connection terminated unexpectedly');

describe('a transaction on a connection of the pool', () => {
  it('commits and gives the connection back healthy', async () => {
    const connection = new FakeConnection();
    expect(await databaseOn(connection).transaction(async (tx) => (await tx.execute(sql`select 1`), 'done'))).toBe('done');
    expect(connection.statements).toEqual(['begin', 'select 1', 'commit']);
    expect(connection.releases).toEqual([undefined]);
  });

  it('gives the connection back, as broken, when BEGIN fails on a connection that was cut while idle', async () => {
    const lost = cut();
    const connection = new FakeConnection({ statement: 'begin', error: lost });
    let ran = false;
    await expect(databaseOn(connection).transaction(async () => void (ran = true))).rejects.toThrow('Failed query: begin');
    expect(ran).toBe(false);
    expect(connection.releases).toHaveLength(1);
    expect(connection.releases[0]).toBeInstanceOf(Error);
  });

  it('rolls back and gives the connection back healthy when the body fails for a reason of its own', async () => {
    const connection = new FakeConnection();
    await expect(databaseOn(connection).transaction(() => Promise.reject(new Error('conflict')))).rejects.toThrow('conflict');
    expect(connection.statements).toEqual(['begin', 'rollback']);
    expect(connection.releases).toEqual([undefined]);
  });

  it('takes a connection error arriving between two statements (no uncaught exception) and gives the connection back broken', async () => {
    const lost = cut();
    const connection = new FakeConnection();
    await expect(
      databaseOn(connection).transaction(async () => {
        // An EventEmitter throws an 'error' nobody listens to: pg emits it when the server cuts an idle connection.
        connection.emit('error', lost);
        throw new Error('the next statement found no connection');
      }),
    ).rejects.toThrow('the next statement found no connection');
    expect(connection.releases).toEqual([lost]);
    expect(connection.listenerCount('error')).toBe(0);
  });
});
