import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { isConnectionError } from './connection-errors';
import { readRetryingOnceIfCut, withTransactionRetry } from './retry';

const cut = () => Object.assign(new Error('Connection terminated unexpectedly'), {});
const terminated = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

/** A stand-in database whose transaction() runs the body, then "commits" (which may fail). */
function fakeDb(script: { body?: Array<Error | undefined>; commit?: Array<Error | undefined> }) {
  let attempts = 0;
  const db = {
    async transaction(run: (tx: unknown) => Promise<unknown>) {
      const attempt = attempts++;
      const result = await run({ attempt, bodyError: script.body?.[attempt] });
      const commitError = script.commit?.[attempt];
      if (commitError) throw commitError;
      return result;
    },
  };
  return { db: withTransactionRetry(db as unknown as Db), attempts: () => attempts };
}

const body = async (tx: unknown) => {
  const { attempt, bodyError } = tx as { attempt: number; bodyError?: Error };
  if (bodyError) throw bodyError;
  return `done on attempt ${attempt}`;
};

describe('finding 14: a transaction cut before COMMIT is retried once', () => {
  it('retries once when the connection was lost inside the body', async () => {
    const { db, attempts } = fakeDb({ body: [terminated()] });
    await expect(db.transaction(body as never)).resolves.toBe('done on attempt 1');
    expect(attempts()).toBe(2);
  });

  it('does not retry a second time', async () => {
    const { db, attempts } = fakeDb({ body: [cut(), cut()] });
    await expect(db.transaction(body as never)).rejects.toThrow('Connection terminated unexpectedly');
    expect(attempts()).toBe(2);
  });

  it('never retries once the body returned (COMMIT sent: the outcome is unknown)', async () => {
    const { db, attempts } = fakeDb({ commit: [cut()] });
    await expect(db.transaction(body as never)).rejects.toThrow('Connection terminated unexpectedly');
    expect(attempts()).toBe(1);
  });

  it('never retries an error of the statement itself', async () => {
    const conflict = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const { db, attempts } = fakeDb({ body: [conflict] });
    await expect(db.transaction(body as never)).rejects.toBe(conflict);
    expect(attempts()).toBe(1);
  });
});

describe('finding 14: a read outside a transaction cut is run once more', () => {
  const reads = (outcomes: Array<Error | string>) => {
    let calls = 0;
    const read = async () => {
      const outcome = outcomes[calls++]!;
      if (outcome instanceof Error) throw outcome;
      return outcome;
    };
    return { read, calls: () => calls };
  };

  it('runs it once more when its connection was cut', async () => {
    const { read, calls } = reads([cut(), 'read on the second try']);
    await expect(readRetryingOnceIfCut(read)).resolves.toBe('read on the second try');
    expect(calls()).toBe(2);
  });

  it('not a third time, and never after an error of the statement itself', async () => {
    const twice = reads([terminated(), cut(), 'never']);
    await expect(readRetryingOnceIfCut(twice.read)).rejects.toThrow('Connection terminated unexpectedly');
    expect(twice.calls()).toBe(2);
    const invalid = reads([Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' }), 'never']);
    await expect(readRetryingOnceIfCut(invalid.read)).rejects.toThrow('invalid input syntax');
    expect(invalid.calls()).toBe(1);
  });
});

describe('isConnectionError', () => {
  it.each([
    ['57P01', { code: '57P01' }],
    ['57P02', { code: '57P02' }],
    ['57P03', { code: '57P03' }],
    ['08000', { code: '08000' }],
    ['08001', { code: '08001' }],
    ['08003', { code: '08003' }],
    ['08006', { code: '08006' }],
    ['ECONNREFUSED', { code: 'ECONNREFUSED' }],
    ['ECONNRESET', { code: 'ECONNRESET' }],
    ['the message', new Error('Connection terminated unexpectedly')],
    ['a wrapped cause', Object.assign(new Error('Failed query: insert …'), { cause: { code: 'ECONNREFUSED' } })],
    ['an AggregateError', Object.assign(new Error(''), { errors: [{ code: 'ECONNREFUSED' }] })],
  ])('recognises %s', (_, error) => expect(isConnectionError(error)).toBe(true));

  it.each([
    ['a unique violation', { code: '23505' }],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('leaves %s alone', (_, error) => expect(isConnectionError(error)).toBe(false));
});
