import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { lossInPounds, milestonesEarned } from './milestones';

/** `weights` on consecutive days from `start`. */
const daily = (start: string, weights: number[]) => weights.map((weight, i) => ({ date: addDays(start, i), weight }));
const keys = (input: Parameters<typeof milestonesEarned>[0]) => milestonesEarned(input).map((m) => `${m.key}@${m.earnedOn}`);

describe('milestones', () => {
  it('earn nothing without a weigh-in, and the first weigh-in with one', () => {
    expect(milestonesEarned({ days: [], goalWeight: null, unit: 'lb' })).toEqual([]);
    expect(milestonesEarned({ days: daily('2026-01-01', [200]), goalWeight: 180, unit: 'lb' })).toEqual([
      { key: 'first-weigh-in', kind: 'firstWeighIn', amount: null, unit: null, earnedOn: '2026-01-01' },
    ]);
  });

  it('earn the 7, 30 and 100 day streaks on the day the forgiving streak reaches them', () => {
    const thirty = daily('2026-01-01', Array(30).fill(200));
    expect(keys({ days: thirty, goalWeight: null, unit: 'lb' })).toEqual(['first-weigh-in@2026-01-01', 'streak-7@2026-01-07', 'streak-30@2026-01-30']);
    // Six days, one missed without a rest day banked: two runs of 6 and 1, no 7.
    const broken = [...daily('2026-01-01', Array(6).fill(200)), ...daily('2026-01-08', [200])];
    expect(keys({ days: broken, goalWeight: null, unit: 'lb' })).toEqual(['first-weigh-in@2026-01-01']);
    // Seven days bank a rest day: one missed day keeps the run, which reaches... 8 days, still not 30.
    const rested = [...daily('2026-01-01', Array(7).fill(200)), ...daily('2026-01-09', Array(23).fill(200))];
    expect(keys({ days: rested, goalWeight: null, unit: 'lb' })).toEqual(['first-weigh-in@2026-01-01', 'streak-7@2026-01-07', 'streak-30@2026-01-31']);
    const hundred = daily('2026-01-01', Array(100).fill(200));
    expect(keys({ days: hundred, goalWeight: null, unit: 'lb' }).at(-1)).toBe('streak-100@2026-04-10');
  });

  it('earn every 5 lb lost below the first weight, on the first day that reached it, once', () => {
    const days = daily('2026-01-01', [200, 196, 194.9, 197, 189.6, 190.1]);
    expect(keys({ days, goalWeight: null, unit: 'lb' })).toEqual([
      'first-weigh-in@2026-01-01',
      'lost-lb-5@2026-01-03',
      'lost-lb-10@2026-01-05',
      'percent-5@2026-01-05',
    ]);
  });

  it('count 2.5 kg steps for a kilogram reader and half stones for stones', () => {
    // Half a stone is 7 lb: 6.9 lb lost is not yet. 5.5 lb is 2.49 kg, shown as 2.5 kg: earned. 11 lb is 4.99 kg, shown 5.0: earned.
    const days = daily('2026-01-01', [200, 194.5, 189]);
    expect(milestonesEarned({ days, goalWeight: null, unit: 'kg' }).filter((m) => m.kind === 'weightLost')).toEqual([
      { key: 'lost-kg-2.5', kind: 'weightLost', amount: 2.5, unit: 'kg', earnedOn: '2026-01-02' },
      { key: 'lost-kg-5', kind: 'weightLost', amount: 5, unit: 'kg', earnedOn: '2026-01-03' },
    ]);
    expect(keys({ days: daily('2026-01-01', [200, 193.1, 193, 186]), goalWeight: null, unit: 'st' }).filter((k) => k.startsWith('lost'))).toEqual([
      'lost-st-0.5@2026-01-03',
      'lost-st-1@2026-01-04',
    ]);
  });

  it('do not celebrate again, in a new unit, a loss already celebrated in another', () => {
    const days = daily('2026-01-01', [200, 190, 188]);
    // 10 lb already recorded in pounds: 2.5 kg (5.5 lb) is behind the person; 5 kg (11.02 lb) at 188 is new.
    const kilos = milestonesEarned({ days, goalWeight: null, unit: 'kg', celebratedLossPounds: lossInPounds(10, 'lb') }).filter((m) => m.kind === 'weightLost');
    expect(kilos.map((m) => m.key)).toEqual(['lost-kg-5']);
  });

  it('earn every 5 % of the starting weight', () => {
    const days = daily('2026-01-01', [160, 152.1, 152, 143.9]);
    expect(keys({ days, goalWeight: null, unit: 'lb' }).filter((k) => k.startsWith('percent'))).toEqual(['percent-5@2026-01-03', 'percent-10@2026-01-04']);
  });

  it('reach a goal when the latest weight is at or past it, keyed by the goal', () => {
    const down = daily('2026-01-01', [200, 199, 198]);
    expect(keys({ days: down, goalWeight: 198, unit: 'lb' }).at(-1)).toBe('goal-198.0@2026-01-03');
    // Passed once, back above it now: not reached (the latest day counts).
    expect(keys({ days: daily('2026-01-01', [200, 197, 199]), goalWeight: 198, unit: 'lb' }).some((k) => k.startsWith('goal'))).toBe(false);
    // A goal to gain is reached from below.
    expect(keys({ days: daily('2026-01-01', [120, 124.5, 125]), goalWeight: 125, unit: 'lb' }).at(-1)).toBe('goal-125.0@2026-01-03');
    // A goal equal to the first weight has nothing to reach.
    expect(keys({ days: daily('2026-01-01', [150, 150]), goalWeight: 150, unit: 'lb' })).toEqual(['first-weigh-in@2026-01-01']);
  });

  it('are the same whatever order the history was logged in', () => {
    const days = daily('2026-01-01', [200, 195, 194, 190]);
    const forward = milestonesEarned({ days, goalWeight: 190, unit: 'lb' });
    expect(milestonesEarned({ days: [...days], goalWeight: 190, unit: 'lb' })).toEqual(forward);
    expect(new Set(forward.map((m) => m.key)).size).toBe(forward.length);
  });
});
