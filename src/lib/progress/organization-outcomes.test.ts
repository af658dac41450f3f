import { describe, expect, it } from 'vitest';
import { isActiveInWeek, percentOfTarget, summarizeOutcomes, weeklyTotals } from './organization-outcomes';

const TODAY = '2026-11-25';
const log = (logDate: string, weight: number) => ({ logDate, weight });

describe('summarizeOutcomes, on a hand-computed organisation', () => {
  // first → latest, % lost (net):
  //   A 200 → 194   = 3.0 %   (exactly the 3 % line)
  //   B 250 → 237.5 = 5.0 %   (exactly the 5 % line)
  //   C 300 → 267   = 11.0 %
  //   D 180 → 184   = -2.2 %  (a regain: counts 0 lb in the total, -2.2 % in the average)
  //   E never weighed in (a member, not a participant)
  const members = [
    { firstWeight: 200, latestWeight: 194, lastLogDate: '2026-11-25', poundsLost: 6 }, // today: active
    { firstWeight: 250, latestWeight: 237.5, lastLogDate: '2026-11-19', poundsLost: 12.5 }, // 6 days ago: active
    { firstWeight: 300, latestWeight: 267, lastLogDate: '2026-11-18', poundsLost: 33 }, // 7 days ago: not
    { firstWeight: 180, latestWeight: 184, lastLogDate: '2026-10-01', poundsLost: 0 },
    { firstWeight: null, latestWeight: null, lastLogDate: null, poundsLost: null },
  ];

  it('counts members, participants and the active ones', () => {
    const summary = summarizeOutcomes(members, TODAY);
    // D's latest weigh-in (2026-10-01) is 55 days old: active in neither window.
    expect(summary).toMatchObject({ members: 5, participants: 4, activeThisWeek: 2, activeLast28Days: 3 });
  });

  it("sums the members' contributions (never below zero): 6 + 12.5 + 33 + 0 = 51.5 lb", () => {
    expect(summarizeOutcomes(members, TODAY).poundsLost).toBe(51.5);
  });

  it('averages the net % lost: (3 + 5 + 11 - 2.222…) / 4 = 4.19… → 4.2', () => {
    expect(summarizeOutcomes(members, TODAY).averagePercentLost).toBe(4.2);
  });

  it('shares who lost at least 3, 5 and 10 % of participants: 3/4, 2/4, 1/4', () => {
    expect(summarizeOutcomes(members, TODAY).lostAtLeast).toEqual([
      { percent: 3, share: 75 },
      { percent: 5, share: 50 },
      { percent: 10, share: 25 },
    ]);
  });

  it('has no average or shares without participants, and zero pounds', () => {
    expect(summarizeOutcomes([{ firstWeight: null, latestWeight: null, lastLogDate: null, poundsLost: null }], TODAY)).toEqual({
      members: 1,
      participants: 0,
      activeThisWeek: 0,
      activeLast28Days: 0,
      poundsLost: 0,
      averagePercentLost: null,
      lostAtLeast: [
        { percent: 3, share: null },
        { percent: 5, share: null },
        { percent: 10, share: null },
      ],
    });
    expect(summarizeOutcomes([], TODAY)).toMatchObject({ members: 0, participants: 0, poundsLost: 0 });
  });

  it('sums tenths exactly (0.1 + 0.2 lb is 0.3 lb)', () => {
    const tenths = [
      { firstWeight: 100.1, latestWeight: 100, lastLogDate: TODAY, poundsLost: 0.1 },
      { firstWeight: 100.2, latestWeight: 100, lastLogDate: TODAY, poundsLost: 0.2 },
    ];
    expect(summarizeOutcomes(tenths, TODAY).poundsLost).toBe(0.3);
  });
});

describe('isActiveInWeek', () => {
  it('is today and the 6 days before, never a future day', () => {
    expect(isActiveInWeek('2026-11-25', TODAY)).toBe(true);
    expect(isActiveInWeek('2026-11-19', TODAY)).toBe(true);
    expect(isActiveInWeek('2026-11-18', TODAY)).toBe(false);
    expect(isActiveInWeek('2026-11-26', TODAY)).toBe(false);
    expect(isActiveInWeek(null, TODAY)).toBe(false);
  });
});

describe('weeklyTotals', () => {
  it("sums each member's contribution up to each week's end, from their first weigh-in on", () => {
    // P: 200 (Jan 1), 198 (Jan 5), 196 (Jan 12), 201 (Jan 26). Q: 150 (Jan 19), 147 (Jan 24), and a typo 14.7 (Jan 25).
    const p = [log('2026-01-01', 200), log('2026-01-05', 198), log('2026-01-12', 196), log('2026-01-26', 201)];
    const q = [log('2026-01-19', 150), log('2026-01-24', 147), log('2026-01-25', 14.7)];
    // Jan 7: P 2; Jan 14: P 4; Jan 21: P 4 + Q 0; Jan 28: P 0 (regain) + Q 3 (the typo left out).
    expect(weeklyTotals([p, q], ['2026-01-07', '2026-01-14', '2026-01-21', '2026-01-28'])).toEqual([2, 4, 4, 3]);
  });

  it('is zeros without members', () => {
    expect(weeklyTotals([], ['2026-01-07', '2026-01-14', '2026-01-21'])).toEqual([0, 0, 0]);
  });
});

describe('percentOfTarget', () => {
  it('is the share of the target reached, one decimal, past 100 too; none without a target', () => {
    expect(percentOfTarget(51.5, 500)).toBe(10.3);
    expect(percentOfTarget(600, 500)).toBe(120);
    expect(percentOfTarget(10, null)).toBeNull();
  });
});
