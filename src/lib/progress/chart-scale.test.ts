import { describe, expect, it } from 'vitest';
import { dateTicks, inDomain, linearScale, monthsBefore, nearestIndex, niceStep, niceTicks, rangeDomain } from './chart-scale';

describe('round ticks', () => {
  it('steps are 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(10, 4)).toBe(2.5);
    expect(niceStep(23, 4)).toBe(10);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(3.2, 4)).toBe(1);
    expect(niceStep(0.9, 4)).toBe(0.25);
    expect(niceStep(40, 4)).toBe(10);
    expect(niceStep(41, 4)).toBe(20);
    expect(niceStep(9, 4)).toBe(2.5);
  });

  it('widen the axis to whole steps around the values', () => {
    expect(niceTicks(196.7, 210.2, 5)).toEqual({ lower: 195, upper: 215, step: 5, ticks: [195, 200, 205, 210, 215] });
    expect(niceTicks(88.4, 90.1, 5)).toEqual({ lower: 88, upper: 90.5, step: 0.5, ticks: [88, 88.5, 89, 89.5, 90, 90.5] });
  });

  it('give a flat series a band of one step either side', () => {
    const flat = niceTicks(200, 200, 5);
    expect(flat.lower).toBeLessThan(200);
    expect(flat.upper).toBeGreaterThan(200);
    expect(flat.ticks).toEqual([199, 200, 201]);
  });

  it('show decimals without floating-point noise', () => {
    expect(niceTicks(13.01, 13.74, 5).ticks).toEqual([13, 13.2, 13.4, 13.6, 13.8]);
  });
});

describe('ranges', () => {
  it('count calendar months back from today, clamped to the month end', () => {
    expect(monthsBefore('2026-11-26', 1)).toBe('2026-10-26');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2026-01-15', 3)).toBe('2025-10-15');
    expect(monthsBefore('2024-02-29', 12)).toBe('2023-02-28');
  });

  it('run from the range start (or the first weigh-in for all) to today', () => {
    expect(rangeDomain('1m', '2026-11-26', '2025-01-01', '2026-11-25')).toEqual({ from: '2026-10-26', to: '2026-11-26' });
    expect(rangeDomain('1y', '2026-11-26', '2025-01-01', '2026-11-25')).toEqual({ from: '2025-11-26', to: '2026-11-26' });
    expect(rangeDomain('all', '2026-11-26', '2025-01-01', '2026-11-25')).toEqual({ from: '2025-01-01', to: '2026-11-26' });
    // A single weigh-in today still spans a day.
    expect(rangeDomain('all', '2026-11-26', '2026-11-26', '2026-11-26')).toEqual({ from: '2026-11-25', to: '2026-11-26' });
    // A log dated tomorrow (another time zone) is inside.
    expect(rangeDomain('1m', '2026-11-26', '2026-11-01', '2026-11-27').to).toBe('2026-11-27');
  });

  it('keep the days inside the range', () => {
    const days = [{ date: '2026-09-01' }, { date: '2026-10-26' }, { date: '2026-11-26' }];
    expect(inDomain(days, { from: '2026-10-26', to: '2026-11-26' })).toEqual(days.slice(1));
  });
});

describe('date ticks', () => {
  it('fall on Mondays for a month', () => {
    const { ticks, unit } = dateTicks('2026-10-26', '2026-11-26', 5);
    expect(unit).toBe('day');
    expect(ticks).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    for (const tick of ticks) expect(new Date(`${tick}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('fall on the first of a month for half a year and on quarters for two years', () => {
    expect(dateTicks('2026-05-26', '2026-11-26', 7)).toEqual({
      ticks: ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'],
      unit: 'month',
    });
    expect(dateTicks('2025-11-26', '2026-11-26', 5).ticks).toEqual(['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01']);
    expect(dateTicks('2020-01-10', '2026-11-26', 5)).toEqual({ ticks: ['2022-01-01', '2024-01-01', '2026-01-01'], unit: 'year' });
  });

  it('never give more than asked', () => {
    for (const [from, to] of [
      ['2026-11-20', '2026-11-26'],
      ['2026-01-01', '2026-11-26'],
      ['2010-01-01', '2026-11-26'],
    ] as const) {
      for (const max of [3, 4, 5, 7]) expect(dateTicks(from, to, max).ticks.length).toBeLessThanOrEqual(max);
    }
  });
});

describe('scales', () => {
  it('map a domain to pixels, and an empty domain to the start', () => {
    const y = linearScale([190, 210], [200, 0]);
    expect(y(190)).toBe(200);
    expect(y(200)).toBe(100);
    expect(linearScale([5, 5], [10, 20])(5)).toBe(10);
  });

  it('find the nearest day', () => {
    expect(nearestIndex([], 3)).toBe(-1);
    expect(nearestIndex([0, 10, 20], 4)).toBe(0);
    expect(nearestIndex([0, 10, 20], 6)).toBe(1);
    expect(nearestIndex([0, 10, 20], 99)).toBe(2);
    expect(nearestIndex([0, 10, 20], -5)).toBe(0);
  });
});
