import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './field-errors';
import { logWeightSchema } from './weights';
import { latestDateOnEarth } from '../dates';

function errorsOf(input: unknown) {
  const result = logWeightSchema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('logWeightSchema', () => {
  it('accepts a weight for today and rounds to one decimal', () => {
    const today = latestDateOnEarth();
    expect(logWeightSchema.parse({ weight: 182.44, logDate: today })).toEqual({ weight: 182.4, logDate: today });
  });

  it.each([
    [{ weight: -5, logDate: '2026-01-01' }, 'weight', 'weightPositive', {}],
    [{ weight: 0, logDate: '2026-01-01' }, 'weight', 'weightPositive', {}],
    [{ weight: 1000, logDate: '2026-01-01' }, 'weight', 'weightMax', { maximum: 1000 }],
    [{ weight: 'abc', logDate: '2026-01-01' }, 'weight', 'weightInvalid', {}],
    [{ weight: Number.NaN, logDate: '2026-01-01' }, 'weight', 'weightInvalid', {}],
    [{ logDate: '2026-01-01' }, 'weight', 'weightInvalid', {}],
    [{ weight: 180, logDate: '2026-02-30' }, 'logDate', 'dateInvalid', {}],
    [{ weight: 180, logDate: '21/11/2026' }, 'logDate', 'dateInvalid', {}],
    [{ weight: 180, logDate: '1899-12-31' }, 'logDate', 'dateInvalid', {}],
    [{ weight: 180, logDate: '2999-01-01' }, 'logDate', 'dateNotFuture', {}],
    [{ weight: 180, logDate: '2026-01-01', accountId: 'nope' }, 'accountId', 'invalidValue', {}],
  ])('rejects %j on %s with %s', (input, field, key, values) => {
    expect(errorsOf(input)[field]).toEqual({ key, values });
  });

  it('keys errors by the first path segment and keeps the first issue per field', () => {
    const errors = errorsOf({ weight: -1, logDate: 'x' });
    expect(Object.keys(errors).sort()).toEqual(['logDate', 'weight']);
  });
});

describe('weights that round to a value out of bounds', () => {
  it('refuses a weight that would be stored as 1000, or under the least weight taken (40 lb)', () => {
    expect(errorsOf({ weight: 5e-324, logDate: '2026-01-01' }).weight).toEqual({ key: 'weightMin', values: { minimum: 40 } });
    expect(errorsOf({ weight: 0.05, logDate: '2026-01-01' }).weight).toEqual({ key: 'weightMin', values: { minimum: 40 } });
    expect(errorsOf({ weight: 39.94, logDate: '2026-01-01' }).weight?.key).toBe('weightMin');
    expect(errorsOf({ weight: 999.96, logDate: '2026-01-01' }).weight?.key).toBe('weightMax');
    expect(logWeightSchema.parse({ weight: 39.96, logDate: '2026-01-01' }).weight).toBe(40);
  });
});
