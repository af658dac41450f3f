import { describe, expect, it } from 'vitest';
import { forecastGoalDate, personalGoalProgress, targetLossProgress } from './goal';
import { inTimeFrame, monthsBefore, summarizeByPeriod, weekStart } from './history';
import { daysBetween, toDailySeries, todayIn } from './series';
import { currentStreak, longestStreak } from './streaks';
import { summarizeProgress } from './summary';
import { trendSeries, weeklyRate } from './trend';

const days = (...dates: string[]) => dates;

describe('streaks', () => {
  it('is zero without logs, one with one log today or yesterday', () => {
    expect(currentStreak([], '2026-11-22')).toBe(0);
    expect(currentStreak(['2026-11-22'], '2026-11-22')).toBe(1);
    expect(currentStreak(['2026-11-21'], '2026-11-22')).toBe(1);
    expect(currentStreak(['2026-11-20'], '2026-11-22')).toBe(0);
    expect(longestStreak(['2026-11-20'])).toBe(1);
  });

  it('counts across month and year ends', () => {
    const dates = days('2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02');
    expect(currentStreak(dates, '2026-01-03')).toBe(4);
    expect(longestStreak(days('2026-02-27', '2026-02-28', '2026-03-01'))).toBe(3); // 2026 is not a leap year
    expect(longestStreak(days('2028-02-28', '2028-03-01'))).toBe(1); // 2028 is: Feb 29 is missing
  });

  it('breaks at a missing day and keeps the longest run', () => {
    const dates = days('2026-01-01', '2026-01-02', '2026-01-03', '2026-01-05', '2026-01-06');
    expect(currentStreak(dates, '2026-01-06')).toBe(2);
    expect(longestStreak(dates)).toBe(3);
  });

  it('counts a replaced day once, whatever the order', () => {
    expect(currentStreak(days('2026-01-02', '2026-01-01', '2026-01-02'), '2026-01-02')).toBe(2);
    expect(
      summarizeProgress(
        [
          { logDate: '2026-01-01', weight: 200 },
          { logDate: '2026-01-01', weight: 198 },
        ],
        '2026-01-01',
      ).checkIns,
    ).toBe(1);
  });

  it("uses the person's own today: the same instant is a different day in another zone", () => {
    const instant = new Date('2026-01-01T03:00:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-01-01');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2025-12-31');
    expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-01-01');
    const logs = days('2025-12-29', '2025-12-30');
    expect(currentStreak(logs, todayIn('America/Los_Angeles', instant))).toBe(2); // yesterday there
    expect(currentStreak(logs, todayIn('Asia/Tokyo', instant))).toBe(0); // two days ago there
  });
});

describe('trend (Hacker’s Diet, 10% smoothing)', () => {
  it('matches a hand-computed series', () => {
    // t0 = 200; t1 = 200 + 0.1·(198 − 200) = 199.8; t2 = 199.8 + 0.1·(199 − 199.8) = 199.72
    const points = trendSeries([
      { date: '2026-01-01', weight: 200 },
      { date: '2026-01-02', weight: 198 },
      { date: '2026-01-03', weight: 199 },
    ]);
    expect(points.map((p) => p.trend)).toEqual([200, 199.8, 199.72]);
  });

  it('moves by 1 − 0.9ⁿ after a gap of n days', () => {
    const points = trendSeries([
      { date: '2026-01-01', weight: 200 },
      { date: '2026-01-03', weight: 190 },
    ]);
    expect(points[1]!.trend).toBeCloseTo(200 - 0.19 * 10, 5); // 1 − 0.81 = 0.19
  });

  it('has no rate with one entry, a negative rate when losing steadily', () => {
    expect(weeklyRate(trendSeries([{ date: '2026-01-01', weight: 200 }]))).toBeNull();
    const steady = Array.from({ length: 60 }, (_, i) => ({ date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10), weight: 200 - i * 0.2 }));
    const rate = weeklyRate(trendSeries(steady))!;
    expect(rate).toBeLessThan(-1);
    expect(rate).toBeGreaterThan(-1.5); // the trend approaches 1.4 lb/week
  });
});

describe('summary', () => {
  it('totals first minus latest, and handles one entry', () => {
    const s = summarizeProgress(
      [
        { logDate: '2026-01-03', weight: 195 },
        { logDate: '2026-01-01', weight: 200.2 },
      ],
      '2026-01-03',
    );
    expect(s).toMatchObject({ totalLoss: 5.2, start: 200.2, latest: 195, checkIns: 2, currentStreak: 1, longestStreak: 1 });
    expect(summarizeProgress([{ logDate: '2026-01-01', weight: 200 }], '2026-01-01')).toMatchObject({ totalLoss: 0, weeklyRate: null });
  });

  it('averages several entries of one day (an organisation with several admins)', () => {
    expect(
      toDailySeries([
        { logDate: '2026-01-01', weight: 300 },
        { logDate: '2026-01-01', weight: 301 },
      ]),
    ).toEqual([{ date: '2026-01-01', weight: 300.5 }]);
  });
});

describe('goals', () => {
  it('gives percent and weight left toward a goal weight', () => {
    expect(personalGoalProgress({ start: 200, current: 190, goalWeight: 180 })).toEqual({ percent: 50, remaining: 10, reached: false });
    expect(personalGoalProgress({ start: 200, current: 205, goalWeight: 180 })).toEqual({ percent: 0, remaining: 25, reached: false });
    expect(personalGoalProgress({ start: 200, current: 179, goalWeight: 180 })).toEqual({ percent: 100, remaining: 0, reached: true });
    expect(targetLossProgress({ lost: 25, target: 100 })).toEqual({ percent: 25, remaining: 75, reached: false });
  });

  it('forecasts the day at the current trend, or none when the trend points away', () => {
    expect(forecastGoalDate({ trend: 190, weeklyRate: -1, goalWeight: 180, today: '2026-01-01' })).toBe('2026-03-12'); // 70 days
    expect(forecastGoalDate({ trend: 190, weeklyRate: 0.5, goalWeight: 180, today: '2026-01-01' })).toBeNull();
    expect(forecastGoalDate({ trend: 190, weeklyRate: null, goalWeight: 180, today: '2026-01-01' })).toBeNull();
    expect(forecastGoalDate({ trend: 190, weeklyRate: -0.01, goalWeight: 180, today: '2026-01-01' })).toBeNull(); // beyond the horizon
  });
});

describe('history', () => {
  const series = toDailySeries(
    ['2025-12-29', '2025-12-31', '2026-01-01', '2026-01-05', '2026-02-10', '2026-03-31'].map((logDate, i) => ({ logDate, weight: 200 - i })),
  );

  it('filters time frames ending today, and a specific date', () => {
    expect(inTimeFrame(series, 'week', '2026-01-05').map((d) => d.date)).toEqual(['2025-12-31', '2026-01-01', '2026-01-05']);
    expect(inTimeFrame(series, 'month', '2026-03-31').map((d) => d.date)).toEqual(['2026-03-31']);
    expect(inTimeFrame(series, 'threeMonths', '2026-03-31').map((d) => d.date)).toEqual(['2026-01-01', '2026-01-05', '2026-02-10', '2026-03-31']);
    expect(inTimeFrame(series, 'date', '2026-03-31', '2026-01-01')).toHaveLength(1);
    expect(inTimeFrame(series, 'all', '2026-03-31')).toHaveLength(6);
  });

  it('steps months back clamped to the month end', () => {
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-15');
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
  });

  it('groups weeks from Monday across a year end, with averages and changes', () => {
    expect(weekStart('2026-01-01')).toBe('2025-12-29'); // a Thursday
    const weeks = summarizeByPeriod(series, 'weekly');
    expect(weeks[0]).toEqual({ period: '2025-12-29', start: '2025-12-29', end: '2026-01-04', average: 199, change: null, count: 3 });
    expect(weeks[1]).toMatchObject({ period: '2026-01-05', average: 197, change: -2 });
  });

  it('groups months with their last day', () => {
    const months = summarizeByPeriod(series, 'monthly');
    expect(months.map((m) => [m.period, m.end, m.average])).toEqual([
      ['2025-12', '2025-12-31', 199.5],
      ['2026-01', '2026-01-31', 197.5],
      ['2026-02', '2026-02-28', 196],
      ['2026-03', '2026-03-31', 195],
    ]);
    expect(months[1]!.change).toBe(-2);
  });
});
