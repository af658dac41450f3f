import { describe, expect, it } from 'vitest';
import { weeklyFigures } from './weekly-figures';

const days = (from: string, weights: number[]) =>
  weights.map((weight, i) => {
    const d = new Date(`${from}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return { logDate: d.toISOString().slice(0, 10), weight };
  });

describe('weeklyFigures', () => {
  it('gives the trend change over the week, the streak, the goal progress and the community total', () => {
    // 2026-01-04 … 2026-01-18 (Sunday): 15 days in a row, 200 down to 193.
    const entries = days('2026-01-04', [200, 200, 199.5, 199.5, 199, 199, 198.5, 198, 197.5, 197, 196, 195.5, 195, 194, 193]);
    const figures = weeklyFigures({ entries, today: '2026-01-18', goalWeight: 180, communityTotal: 1234.56 });
    // Trend on 01-18 (197.19) minus trend on 01-11 (199.45): the Hacker's Diet smoothing, 10% a day.
    expect(figures.trendChange).toBe(-2.3);
    expect(figures.streakDays).toBe(15);
    // 200 → 193 toward 180: 7 of 20 lbs, 13 to go.
    expect(figures.goal).toEqual({ percent: 35, remaining: 13, reached: false });
    expect(figures.communityTotal).toBe(1234.6);
  });

  it('starts from the first day logged in a first week, and has no change with one day', () => {
    expect(weeklyFigures({ entries: days('2026-01-16', [180, 179]), today: '2026-01-18', goalWeight: null, communityTotal: 0 }).trendChange).toBe(-0.1);
    const one = weeklyFigures({ entries: days('2026-01-18', [180]), today: '2026-01-18', goalWeight: null, communityTotal: 0 });
    expect(one).toEqual({ trendChange: null, streakDays: 1, goal: null, communityTotal: 0 });
  });

  it('says a reached goal, and a broken streak is 0', () => {
    const figures = weeklyFigures({ entries: days('2026-01-01', [190, 185]), today: '2026-01-18', goalWeight: 186, communityTotal: 10 });
    expect(figures.goal).toEqual({ percent: 100, remaining: 0, reached: true });
    expect(figures.streakDays).toBe(0);
  });
});
