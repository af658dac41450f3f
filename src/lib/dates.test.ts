import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, latestDateOnEarth } from './dates';

describe('dates', () => {
  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('2024-1-01')).toBe(false);
  });

  it('finds the date where the day is furthest ahead (UTC+14)', () => {
    expect(latestDateOnEarth(new Date('2026-11-21T09:59:59Z'))).toBe('2026-11-21');
    expect(latestDateOnEarth(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-22');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
