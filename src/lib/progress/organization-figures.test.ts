import { describe, expect, it } from 'vitest';
import { publishProgress, weeklyGroups, weightChange, type WeekGroup } from './organization-figures';
import type { OutcomeSummary } from './organization-outcomes';

const hidden = { value: null, suppressed: true };
const shown = (value: number) => ({ value, suppressed: false });

/** A summary with the counts given and fixed weight figures (they are not what is tested here). */
function summary(members: number, participants: number, activeThisWeek: number): OutcomeSummary {
  return {
    members,
    participants,
    activeThisWeek,
    activeLast28Days: activeThisWeek,
    poundsLost: 51.5,
    averagePercentLost: participants === 0 ? null : 4.2,
    lostAtLeast: [
      { percent: 3, share: participants === 0 ? null : 75 },
      { percent: 5, share: participants === 0 ? null : 50 },
      { percent: 10, share: participants === 0 ? null : 25 },
    ],
  };
}

const week = (participants: number, privateParticipants: number, poundsLost = 10): WeekGroup => ({
  weekEnding: '2026-11-25',
  poundsLost,
  participants,
  privateParticipants,
});

describe('publishProgress: the coalition rule on an organisation (minimum 11)', () => {
  it('an organisation of one shows its admins nothing of that person but the member count and the goal', () => {
    const published = publishProgress({ summary: summary(1, 1, 1), privateParticipants: 1, weeks: [week(1, 1, 6)], targetWeightLoss: 100, minGroup: 11 });
    expect(published).toEqual({
      minGroupSize: 11,
      members: 1,
      participants: hidden,
      activeThisWeek: hidden,
      poundsLost: hidden,
      averagePercentLost: hidden,
      lostAtLeast: [
        { percent: 3, share: hidden },
        { percent: 5, share: hidden },
        { percent: 10, share: hidden },
      ],
      targetWeightLoss: 100,
      percentOfTarget: hidden,
      weekly: [{ weekEnding: '2026-11-25', poundsLost: hidden }],
    });
  });

  it('shows every figure of a large enough group when nobody shares: 22 members, all weighed in, 11 this week (and 11 not)', () => {
    const published = publishProgress({ summary: summary(22, 22, 11), privateParticipants: 22, weeks: [week(22, 22)], targetWeightLoss: 500, minGroup: 11 });
    expect(published).toMatchObject({
      participants: shown(22),
      activeThisWeek: shown(11),
      poundsLost: shown(51.5),
      averagePercentLost: shown(4.2),
      lostAtLeast: [
        { percent: 3, share: shown(75) },
        { percent: 5, share: shown(50) },
        { percent: 10, share: shown(25) },
      ],
      percentOfTarget: shown(10.3), // 51.5 of 500
      weekly: [{ weekEnding: '2026-11-25', poundsLost: shown(10) }],
    });
  });

  it('hides a count whose complement among the members is small: 15 members, 12 weighed in (3 did not), 11 this week (4 not)', () => {
    const published = publishProgress({ summary: summary(15, 12, 11), privateParticipants: 12, weeks: [], targetWeightLoss: null, minGroup: 11 });
    expect(published.participants).toEqual(hidden);
    expect(published.activeThisWeek).toEqual(hidden);
    // The weights of the 12 are about 12 people, and the 3 who never weighed in add nothing to them.
    expect(published.poundsLost).toEqual(shown(51.5));
    expect(published.percentOfTarget).toBeNull();
  });

  it('hides the weight figures when the people who do not share are 1 to 10: the total minus the shared list would be theirs', () => {
    // 12 participants, 5 share: the other 7 would be the total minus the 5 shown one by one.
    const fewPrivate = publishProgress({ summary: summary(12, 12, 12), privateParticipants: 7, weeks: [week(12, 7)], targetWeightLoss: 500, minGroup: 11 });
    expect(fewPrivate).toMatchObject({
      participants: shown(12),
      activeThisWeek: shown(12),
      poundsLost: hidden,
      averagePercentLost: hidden,
      percentOfTarget: hidden,
      weekly: [{ poundsLost: hidden }],
    });
    expect(fewPrivate.lostAtLeast.map((s) => s.share)).toEqual([hidden, hidden, hidden]);
    // One of them alone outside the list: the worst case.
    expect(publishProgress({ summary: summary(12, 12, 12), privateParticipants: 1, weeks: [], targetWeightLoss: null, minGroup: 11 }).poundsLost).toEqual(
      hidden,
    );
    // Everyone shares: the total reveals nothing the list does not already show.
    expect(publishProgress({ summary: summary(12, 12, 12), privateParticipants: 0, weeks: [], targetWeightLoss: null, minGroup: 11 }).poundsLost).toEqual(
      shown(51.5),
    );
    // Eleven keep theirs private: the total minus the list is about eleven people.
    expect(publishProgress({ summary: summary(16, 16, 16), privateParticipants: 11, weeks: [], targetWeightLoss: null, minGroup: 11 }).poundsLost).toEqual(
      shown(51.5),
    );
  });

  it('judges each week by who had weighed in by its end', () => {
    const weeks = [week(2, 2, 0), week(11, 11, 20), week(12, 3, 25)];
    expect(
      publishProgress({ summary: summary(12, 12, 12), privateParticipants: 3, weeks, targetWeightLoss: null, minGroup: 11 }).weekly.map((w) => w.poundsLost),
    ).toEqual([
      hidden, // two people
      shown(20), // eleven, none of them sharing
      hidden, // twelve, of whom three do not share
    ]);
  });

  it('with a smaller minimum (the API tests run with 3): 5 members, 4 weighed in, 2 this week', () => {
    const published = publishProgress({ summary: summary(5, 4, 2), privateParticipants: 4, weeks: [], targetWeightLoss: 500, minGroup: 3 });
    // 4 weighed in, but 5 − 4 = 1 did not; 2 this week is fewer than 3; the weights are about 4 people.
    expect(published).toMatchObject({
      minGroupSize: 3,
      members: 5,
      participants: hidden,
      activeThisWeek: hidden,
      poundsLost: shown(51.5),
      percentOfTarget: shown(10.3),
    });
  });
});

describe('weeklyGroups', () => {
  const log = (logDate: string) => ({ logDate, weight: 200 });
  it('counts, at each week end, who had weighed in and who of them does not share', () => {
    const members = [
      { logs: [log('2026-11-10'), log('2026-11-01')], shared: true }, // first on Nov 1, in any order
      { logs: [log('2026-11-12')], shared: false },
      { logs: [log('2026-11-20')], shared: false },
      { logs: [], shared: true }, // never weighed in: counted nowhere
    ];
    expect(weeklyGroups(members, ['2026-10-31', '2026-11-01', '2026-11-12', '2026-11-25'])).toEqual([
      { participants: 0, privateParticipants: 0 },
      { participants: 1, privateParticipants: 0 },
      { participants: 2, privateParticipants: 1 },
      { participants: 3, privateParticipants: 2 },
    ]);
  });
});

describe('weightChange', () => {
  it('is the starting minus the latest weight, to a tenth, and the percent of the starting weight', () => {
    expect(weightChange(200, 194)).toEqual({ lost: 6, percentLost: 3 });
    expect(weightChange(200.3, 194.1)).toEqual({ lost: 6.2, percentLost: 3.1 });
  });

  it('is negative for a gain', () => {
    expect(weightChange(180, 184)).toEqual({ lost: -4, percentLost: -2.2 });
  });

  it('is unknown before the first weigh-in', () => {
    expect(weightChange(null, null)).toEqual({ lost: null, percentLost: null });
  });
});
