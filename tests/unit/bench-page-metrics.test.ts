import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, totalBlockingTime } from '../../bench/lib/pages';

describe('bench page metrics', () => {
  it('takes the largest session window of layout shifts (gaps under 1 s, at most 5 s)', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
    // 0.05 + 0.04 within a second of each other; 0.06 alone two seconds later.
    expect(
      cumulativeLayoutShift([
        { at: 100, value: 0.05 },
        { at: 900, value: 0.04 },
        { at: 2_900, value: 0.06 },
      ]),
    ).toBeCloseTo(0.09);
    // Shifts every 0.9 s keep one window going, but only for 5 s.
    const steady = Array.from({ length: 10 }, (_, i) => ({ at: i * 900, value: 0.01 }));
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06);
  });

  it('counts long-task time beyond 50 ms after first contentful paint', () => {
    const tasks = [
      { start: 0, duration: 200 }, // straddles FCP at 100: 100 ms after it, 50 blocking
      { start: 300, duration: 40 }, // not long enough
      { start: 500, duration: 120 }, // 70 blocking
      { start: 900, duration: 200 }, // cut at the end of the window (1,000): 50 blocking
    ];
    expect(totalBlockingTime(tasks, 100, 1_000)).toBe(170);
    expect(totalBlockingTime([], 100, 1_000)).toBe(0);
  });
});
