import { describe, expect, it } from 'vitest';
import { addMonths, inactivityDates } from './inactivity-dates';

describe('the inactivity rule’s dates', () => {
  it('moves by calendar months, keeping the day where the month has it and clamping it where not', () => {
    expect(addMonths(new Date('2026-01-15T10:00:00Z'), 24).toISOString()).toBe('2028-01-15T10:00:00.000Z');
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2027-03-31T00:00:00Z'), -1).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2028-03-31T00:00:00Z'), -1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('warns thirty days before the deletion date', () => {
    expect(inactivityDates(new Date('2026-11-28T12:00:00Z'), 12)).toEqual({
      warnAt: new Date('2027-10-29T12:00:00Z'),
      deleteAt: new Date('2027-11-28T12:00:00Z'),
    });
  });
});
