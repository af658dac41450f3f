import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { Db, Executor } from './client';
import { independentReads } from './independent-reads';

/** A read that starts when called and ends when the test says so: the order is observed, not timed. */
function controlledRead(name: string, log: string[]) {
  let finish: (value: string) => void = () => {};
  const read = () => {
    log.push(`start ${name}`);
    return new Promise<string>((resolve) => {
      finish = (value) => {
        log.push(`end ${name}`);
        resolve(value);
      };
    });
  };
  return { read, finish: (value: string) => finish(value) };
}

describe('finding 3: independent reads never overlap on one connection', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await createTestDatabase());
  });
  afterAll(() => close());

  it('asks them together on the pool', async () => {
    const log: string[] = [];
    const a = controlledRead('a', log);
    const b = controlledRead('b', log);
    const both = independentReads(db, [a.read, b.read]);
    expect(log).toEqual(['start a', 'start b']);
    b.finish('B');
    a.finish('A');
    expect(await both).toEqual(['A', 'B']);
  });

  it('asks them one after another inside a transaction', async () => {
    const log: string[] = [];
    const a = controlledRead('a', log);
    const b = controlledRead('b', log);
    const result = await db.transaction(async (tx) => {
      const both = independentReads(tx, [a.read, b.read]);
      // The first read is running: the second is not asked until it has answered.
      await Promise.resolve();
      expect(log).toEqual(['start a']);
      a.finish('A');
      await expect.poll(() => log).toEqual(['start a', 'end a', 'start b']);
      b.finish('B');
      return both;
    });
    expect(result).toEqual(['A', 'B']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('reads real rows the same way in both', async () => {
    const rows = async (on: Executor, query: string) => ((await on.execute(query)) as unknown as { rows: unknown[] }).rows;
    const onPool = await independentReads(db, [() => rows(db, 'select 1 as n'), () => rows(db, 'select 1 as n')]);
    const inTransaction = await db.transaction((tx) => independentReads(tx, [() => rows(tx, 'select 1 as n'), () => rows(tx, 'select 2 as n')]));
    expect(onPool).toEqual([[{ n: 1 }], [{ n: 1 }]]);
    expect(inTransaction).toEqual([[{ n: 1 }], [{ n: 2 }]]);
  });
});
