import { describe, expect, it } from 'vitest';
import { bodyMassIndex, boundInUnit, formatWeight, fromStoredPounds, heightInCm, isSafeGoalWeight, lowestSafeGoalWeight, toStoredPounds } from './weight-units';

describe('stored pounds and display units', () => {
  it('stores each unit in pounds to a tenth', () => {
    expect(toStoredPounds({ unit: 'lb', value: 182.44 })).toBe(182.4);
    expect(toStoredPounds({ unit: 'kg', value: 80.5 })).toBe(177.5);
    expect(toStoredPounds({ unit: 'st', stones: 13, pounds: 0.4 })).toBe(182.4);
  });

  it('shows stored pounds in each unit at the form precision', () => {
    expect(fromStoredPounds(177.5, 'kg')).toEqual({ unit: 'kg', value: 80.5 });
    expect(fromStoredPounds(182.4, 'st')).toEqual({ unit: 'st', stones: 13, pounds: 0.4 });
    expect(fromStoredPounds(-15.5, 'st')).toEqual({ unit: 'st', stones: -1, pounds: -1.5 });
    expect(fromStoredPounds(182.4, 'lb')).toEqual({ unit: 'lb', value: 182.4 });
  });

  it('gives back exactly what was typed, for every tenth of a kilogram from 0.1 to 453.5 kg', () => {
    for (let tenths = 1; tenths <= 4535; tenths++) {
      const typed = tenths / 10;
      expect(fromStoredPounds(toStoredPounds({ unit: 'kg', value: typed }), 'kg')).toEqual({ unit: 'kg', value: typed });
    }
  });

  it('gives back exactly what was typed in stones and pounds', () => {
    for (let stones = 0; stones < 71; stones++) {
      for (let tenths = 0; tenths < 140; tenths += 7) {
        const entry = { unit: 'st' as const, stones, pounds: tenths / 10 };
        expect(fromStoredPounds(toStoredPounds(entry), 'st')).toEqual(entry);
      }
    }
  });

  it('converts the 1,000 lb bound so that the number shown is itself accepted', () => {
    expect(boundInUnit(1000, 'lb')).toBe(1000);
    expect(boundInUnit(1000, 'kg')).toBe(453.5);
    expect(toStoredPounds({ unit: 'kg', value: 453.5 })).toBeLessThan(1000);
    expect(boundInUnit(1000, 'st')).toBe(71.4);
  });

  it('formats in the person language', () => {
    expect(formatWeight(182.4, 'lb', 'en-US')).toBe('182.4 lb');
    expect(formatWeight(182.4, 'kg', 'es-ES')).toBe('82,7 kg');
    expect(formatWeight(182.4, 'st', 'es-ES')).toBe('13 st 0,4 lb');
    expect(formatWeight(1_000_000, 'kg', 'en-US')).toBe('453,592.4 kg');
  });
});

describe('height and BMI', () => {
  it('takes centimetres or feet and inches', () => {
    expect(heightInCm({ cm: 175.04 })).toBe(175);
    expect(heightInCm({ feet: 5, inches: 9 })).toBe(175.3);
  });

  it('computes kg/m² to a tenth, and nothing without a height', () => {
    expect(bodyMassIndex(176.4, 175)).toBe(26.1);
    expect(bodyMassIndex(176.4, null)).toBeNull();
  });
});

describe('a safe goal (BMI 18.5 and over, with a height)', () => {
  it('accepts any goal without a height', () => {
    expect(isSafeGoalWeight(50, null)).toBe(true);
  });

  it('refuses a goal whose BMI is below 18.5 and accepts 18.5', () => {
    // 170 cm: 18.5 × 1.7² = 53.465 kg = 117.87 lb.
    expect(isSafeGoalWeight(117.9, 170)).toBe(true);
    expect(isSafeGoalWeight(117.2, 170)).toBe(false);
    // 117.8 lb is a BMI of 18.49: the dashboard would round it to 18.5, but it is below.
    expect(isSafeGoalWeight(117.8, 170)).toBe(false);
    expect(lowestSafeGoalWeight(170, 'lb')).toBe(117.9);
    expect(lowestSafeGoalWeight(170, 'st')).toBe(117.9); // 8 st 5.9 lb
    expect(lowestSafeGoalWeight(170, 'kg')).toBe(117.9); // 53.5 kg, stored as the nearest tenth of a pound
    expect(fromStoredPounds(117.9, 'kg')).toEqual({ unit: 'kg', value: 53.5 });
  });

  it('names, in every unit and for every height to a tenth of a centimetre from 140 to 210, a weight that is accepted as typed while one step less is not', () => {
    for (let tenths = 1400; tenths <= 2100; tenths += 1) {
      const height = tenths / 10;
      for (const unit of ['lb', 'kg', 'st'] as const) {
        const lowest = lowestSafeGoalWeight(height, unit);
        const shown = fromStoredPounds(lowest, unit);
        // What the message shows, typed back, is stored as the same value and accepted.
        const typed = shown.unit === 'st' ? toStoredPounds(shown) : toStoredPounds({ unit: shown.unit, value: shown.value });
        expect(typed).toBe(lowest);
        expect(isSafeGoalWeight(typed, height)).toBe(true);
        const stepLess = shown.unit === 'kg' ? toStoredPounds({ unit: 'kg', value: Math.round(shown.value * 10 - 1) / 10 }) : Math.round(lowest * 10 - 1) / 10;
        expect(isSafeGoalWeight(stepLess, height)).toBe(false);
      }
    }
  });
});
