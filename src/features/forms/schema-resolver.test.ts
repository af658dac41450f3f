import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { weighInSchema, type WeighIn, type WeighInFields } from '@/features/dashboard/weigh-in-schema';
import { localToday } from '@/lib/dates';
import { schemaResolver } from './schema-resolver';

const options = { fields: {}, shouldUseNativeValidation: false };
const messages = (result: { errors: Record<string, unknown> }) =>
  Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]));

describe('schemaResolver', () => {
  const ours = schemaResolver<WeighInFields, WeighIn>(weighInSchema);
  const theirs = zodResolver(weighInSchema);
  const cases: Array<[string, WeighInFields]> = [
    ['a good weigh-in', { weight: 182.44, logDate: localToday() }],
    ['an empty weight (NaN)', { weight: Number.NaN, logDate: localToday() }],
    ['a negative weight', { weight: -5, logDate: localToday() }],
    ['a weight too large and a date in the future', { weight: 5000, logDate: '2999-01-01' }],
    ['no date', { weight: 180, logDate: '' }],
  ];
  it.each(cases)('answers as zodResolver does: %s', async (_name, values) => {
    const expected = await theirs(values, undefined, options);
    const actual = await ours(values, undefined, options);
    expect(actual.values).toEqual(expected.values);
    expect(messages(actual)).toEqual(messages(expected));
  });

  it('gives the parsed values (weights to a tenth) and each field its first message only', async () => {
    expect((await ours({ weight: 182.44, logDate: '2026-01-02' }, undefined, options)).values).toEqual({ weight: 182.4, logDate: '2026-01-02' });
    expect(messages(await ours({ weight: -5, logDate: 'soon' }, undefined, options))).toEqual({ weight: 'weightPositive', logDate: 'dateInvalid' });
  });
});
