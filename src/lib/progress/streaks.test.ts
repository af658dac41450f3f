import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { currentStreak, currentStreakFrom, longestStreak, streakEnd, streakStatus } from './streaks';

/** `count` consecutive days from `start`. */
const run = (start: string, count: number) => Array.from({ length: count }, (_, i) => addDays(start, i));

describe('the forgiving streak', () => {
  it('banks one rest day for every 7 days logged, at most 2', () => {
    expect(streakStatus(run('2026-01-01', 6), '2026-01-06')).toEqual({ current: 6, longest: 6, restDays: 0 });
    expect(streakStatus(run('2026-01-01', 7), '2026-01-07')).toEqual({ current: 7, longest: 7, restDays: 1 });
    expect(streakStatus(run('2026-01-01', 14), '2026-01-14')).toEqual({ current: 14, longest: 14, restDays: 2 });
    expect(streakStatus(run('2026-01-01', 21), '2026-01-21')).toEqual({ current: 21, longest: 21, restDays: 2 });
  });

  it('uses a banked rest day for a missed day instead of breaking; the rest day does not lengthen the streak', () => {
    // 7 days (1 banked), 01-08 missed, then 01-09 and 01-10.
    const dates = [...run('2026-01-01', 7), '2026-01-09', '2026-01-10'];
    expect(streakStatus(dates, '2026-01-10')).toEqual({ current: 9, longest: 9, restDays: 0 });
  });

  it('covers two missed days with two banked, and breaks when more are missed than banked', () => {
    const fourteen = run('2026-01-01', 14);
    expect(streakStatus([...fourteen, '2026-01-17'], '2026-01-17')).toEqual({ current: 15, longest: 15, restDays: 0 });
    expect(streakStatus([...fourteen, '2026-01-18'], '2026-01-18')).toEqual({ current: 1, longest: 14, restDays: 0 });
    const seven = run('2026-01-01', 7);
    expect(streakStatus([...seven, '2026-01-10'], '2026-01-10')).toEqual({ current: 1, longest: 7, restDays: 0 });
  });

  it('starts again with nothing banked after a break', () => {
    const dates = [...run('2026-01-01', 7), ...run('2026-01-20', 3), '2026-01-24'];
    expect(streakStatus(dates, '2026-01-24')).toEqual({ current: 1, longest: 7, restDays: 0 });
  });

  it('keeps a streak alive today while the days missed since the last log are covered', () => {
    const seven = run('2026-01-01', 7); // last log 01-07, 1 banked
    expect(streakStatus(seven, '2026-01-08')).toEqual({ current: 7, longest: 7, restDays: 1 }); // today not logged yet
    expect(streakStatus(seven, '2026-01-09')).toEqual({ current: 7, longest: 7, restDays: 0 }); // 01-08 missed, covered
    expect(streakStatus(seven, '2026-01-10')).toEqual({ current: 0, longest: 7, restDays: 0 }); // two missed, one banked
    expect(currentStreak(seven, '2026-01-09')).toBe(7);
    expect(currentStreak(seven, '2026-01-10')).toBe(0);
  });

  it('counts the longest streak the same way', () => {
    const forgiven = [...run('2026-01-01', 7), ...run('2026-01-09', 5)]; // 12 logged days, one rest day
    const broken = [...run('2026-01-01', 6), ...run('2026-01-08', 5)]; // a miss before anything was banked
    expect(longestStreak(forgiven)).toBe(12);
    expect(longestStreak(broken)).toBe(6);
  });

  it('is nothing without logs', () => {
    expect(streakStatus([], '2026-01-01')).toEqual({ current: 0, longest: 0, restDays: 0 });
  });

  it('stored as where it stood on the latest day, gives the same streak on any later day as the whole history', () => {
    const histories = [run('2026-01-01', 14), [...run('2026-01-01', 7), '2026-01-09'], [...run('2026-01-01', 3), ...run('2026-01-10', 9)], ['2026-01-05']];
    for (const dates of histories) {
      const end = streakEnd(dates)!;
      for (let later = 0; later < 6; later++) {
        const today = addDays(end.lastDate, later);
        expect(currentStreakFrom(end, today)).toBe(currentStreak(dates, today));
      }
    }
    expect(streakEnd([])).toBeNull();
  });
});
