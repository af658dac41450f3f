import { describe, expect, it } from 'vitest';
import { lossInPounds } from '@/lib/progress/milestones';
import { CM_PER_INCH, feetAndInches, fromStoredPounds, heightFromFeetAndInches, heightInCm, weeklyRateInUnit, wholeInUnit } from './weight-units';

describe('weights shown in the person unit, rounded as each figure needs', () => {
  it('says a weekly rate in kilograms, or in pounds for pounds and for stones', () => {
    expect(weeklyRateInUnit(-2.1, 'st')).toEqual({ unit: 'lb', value: 2.1 });
    expect(weeklyRateInUnit(-2.1, 'lb')).toEqual({ unit: 'lb', value: 2.1 });
    expect(weeklyRateInUnit(-2, 'kg')).toEqual({ unit: 'kg', value: 0.9 });
    expect(weeklyRateInUnit(1.04, 'kg')).toEqual({ unit: 'kg', value: 0.5 });
  });

  it('says a community total in whole pounds, kilograms or stones', () => {
    expect(wholeInUnit(1_000_000, 'lb')).toBe(1_000_000);
    expect(wholeInUnit(1_000_000, 'kg')).toBe(453_592);
    expect(wholeInUnit(1_000_000, 'st')).toBe(71_429);
    expect(wholeInUnit(12.5, 'lb')).toBe(13);
    expect(wholeInUnit(12.5, 'kg')).toBe(6);
    expect(wholeInUnit(6.9, 'st')).toBe(0);
  });

  it('turns a loss milestone earned in pounds into kilograms or stones and pounds', () => {
    expect(fromStoredPounds(lossInPounds(15, 'lb'), 'kg')).toEqual({ unit: 'kg', value: 6.8 });
    expect(fromStoredPounds(lossInPounds(15, 'lb'), 'st')).toEqual({ unit: 'st', stones: 1, pounds: 1 });
    expect(fromStoredPounds(lossInPounds(5, 'kg'), 'kg')).toEqual({ unit: 'kg', value: 5 });
    expect(fromStoredPounds(lossInPounds(1, 'st'), 'st')).toEqual({ unit: 'st', stones: 1, pounds: 0 });
  });
});

describe('heights', () => {
  it('shows a height in feet and inches to a tenth, under 12 inches', () => {
    expect(feetAndInches(170)).toEqual({ feet: 5, inches: 6.9 });
    expect(feetAndInches(182.88)).toEqual({ feet: 6, inches: 0 });
    expect(feetAndInches(182.8)).toEqual({ feet: 6, inches: 0 });
  });

  it('keeps every saved height to a tenth of a centimetre through its feet and inches', () => {
    for (let tenths = 500; tenths <= 2720; tenths++) {
      const cm = tenths / 10;
      const { feet, inches } = feetAndInches(cm);
      expect(heightFromFeetAndInches(feet, inches, cm)).toBe(cm);
    }
  });

  it('takes changed feet and inches as typed', () => {
    expect(heightFromFeetAndInches(5, 7, 170)).toBe(heightInCm({ feet: 5, inches: 7 }));
    expect(heightFromFeetAndInches(5, 6.9, null)).toBe(169.9);
    expect(heightInCm({ feet: 6, inches: 0 })).toBe(Math.round(72 * CM_PER_INCH * 10) / 10);
  });
});
