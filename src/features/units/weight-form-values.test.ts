import { describe, expect, it } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { bmiCategory } from '@/lib/units/weight-units';
import { formWeight, inPounds } from './weight-form-values';

type Fields = { weight?: number; weightPounds?: number; logDate?: string };
/** A resolver that hands back what it was given, to see what the schema would check. */
const echo: Resolver<Fields> = async (values) => ({ values, errors: {} });
const seen = async (unit: 'lb' | 'kg' | 'st', values: Fields) =>
  (await inPounds(echo, unit, 'weight')(values, undefined, { fields: {}, shouldUseNativeValidation: false })).values;

describe('weight form values', () => {
  it('shows stored pounds in the unit the form takes', () => {
    expect(formWeight(176.4, 'lb', 'weight')).toEqual({ weight: 176.4 });
    expect(formWeight(176.4, 'kg', 'weight')).toEqual({ weight: 80 });
    expect(formWeight(182.4, 'st', 'weight')).toEqual({ weight: 13, weightPounds: 0.4 });
    expect(formWeight(null, 'kg', 'weight')).toEqual({});
  });

  it('hands the schema pounds: kg to a tenth of a pound, stones and pounds added, lb untouched', async () => {
    expect(await seen('lb', { weight: 180.25, logDate: '2026-01-01' })).toEqual({ weight: 180.25, logDate: '2026-01-01' });
    expect(await seen('kg', { weight: 80, logDate: '2026-01-01' })).toEqual({ weight: 176.4, logDate: '2026-01-01' });
    expect(await seen('st', { weight: 13, weightPounds: 0.4 })).toEqual({ weight: 182.4 });
    expect(await seen('st', { weight: 12, weightPounds: Number.NaN })).toEqual({ weight: 168 });
    expect((await seen('st', { weight: Number.NaN, weightPounds: Number.NaN })).weight).toBeNaN();
    expect((await seen('kg', { weight: Number.NaN })).weight).toBeNaN();
  });

  it('round-trips a kilogram value typed to a tenth', async () => {
    for (const kg of [0.1, 45.3, 80, 80.1, 123.4, 453.5]) {
      const stored = (await seen('kg', { weight: kg })).weight!;
      expect(formWeight(stored, 'kg', 'weight')).toEqual({ weight: kg });
    }
  });

  it('names the WHO category of a BMI', () => {
    expect([18.4, 18.5, 24.9, 25, 29.9, 30].map(bmiCategory)).toEqual(['under', 'normal', 'normal', 'over', 'over', 'obese']);
  });
});
