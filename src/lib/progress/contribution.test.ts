import { describe, expect, it } from 'vitest';
import { contributionOf, isPlausibleChange } from './contribution';

const log = (logDate: string, weight: number) => ({ logDate, weight });

describe('isPlausibleChange', () => {
  it('allows 4 % plus 0.3 % a day between weigh-ins', () => {
    // 200 lb, one day: 4.3 % = 8.6 lb either way.
    expect(isPlausibleChange(log('2026-01-01', 200), log('2026-01-02', 191.4))).toBe(true);
    expect(isPlausibleChange(log('2026-01-01', 200), log('2026-01-02', 191.3))).toBe(false);
    expect(isPlausibleChange(log('2026-01-01', 200), log('2026-01-02', 208.6))).toBe(true);
    // 90 days: 4 % + 27 % = 31 % = 62 lb.
    expect(isPlausibleChange(log('2026-01-01', 200), log('2026-04-01', 138))).toBe(true);
    expect(isPlausibleChange(log('2026-01-01', 200), log('2026-04-01', 137.9))).toBe(false);
  });
});

describe('contributionOf', () => {
  it('is the loss since the first weigh-in when every step is plausible', () => {
    expect(contributionOf([log('2026-01-01', 200), log('2026-01-08', 197), log('2026-01-15', 194.5)])).toBe(5.5);
  });

  it('ignores a 300 → 30 typo that stays: 0 lb, not 270', () => {
    expect(contributionOf([log('2026-01-01', 300), log('2026-01-02', 30)])).toBe(0);
  });

  it('ignores the typo once the next weigh-in is back to the real level', () => {
    // 300, 30 (typo), 298: the step 300 → 298 counts, the typo never does.
    expect(contributionOf([log('2026-01-01', 300), log('2026-01-02', 30), log('2026-01-03', 298)])).toBe(2);
  });

  it('takes a confirmed jump as a new starting point: the jump counts nothing, the steps after it count', () => {
    // A first weigh-in of 800 meant as 200: 800, 200, 199, 197 → 200 confirmed by 199; 200 → 197 = 3.
    expect(contributionOf([log('2026-01-01', 800), log('2026-01-02', 200), log('2026-01-03', 199), log('2026-01-04', 197)])).toBe(3);
  });

  it('lets a regain reduce the contribution, never below zero', () => {
    expect(contributionOf([log('2026-01-01', 200), log('2026-01-15', 190), log('2026-02-01', 195)])).toBe(5);
    expect(contributionOf([log('2026-01-01', 200), log('2026-01-15', 205)])).toBe(0);
  });

  it('reads the weigh-ins in date order, whatever order they come in', () => {
    expect(contributionOf([log('2026-01-15', 194.5), log('2026-01-01', 200), log('2026-01-08', 197)])).toBe(5.5);
  });

  it('is zero without weigh-ins or with one', () => {
    expect(contributionOf([])).toBe(0);
    expect(contributionOf([log('2026-01-01', 200)])).toBe(0);
  });
});
