import { describe, expect, it } from 'vitest';
import {
  addCounts,
  cohortFigures,
  countsOf,
  emptyCounts,
  figureAbout,
  figuresOf,
  groupOutcomes,
  isSmall,
  sumCounts,
  suppressAcrossOrganizations,
  suppressPartition,
  weekStarting,
  type OutcomeCounts,
  type ParticipantFacts,
} from './coalition-outcomes';

// Wednesday 25 November 2026. Every figure below is counted by hand from these four people.
const today = '2026-11-25';
const people: Record<'a' | 'b' | 'c' | 'd', ParticipantFacts> = {
  // Joined on Monday, weighed in today: new, active; 200 → 194 = 3.0 %.
  a: { firstLogDate: '2026-11-23', lastLogDate: '2026-11-25', firstWeight: 200, latestWeight: 194, poundsLost: 6 },
  // Joined 55 days ago, last weighed in 15 days ago (40 days after joining): 250 → 237.5 = 5.0 %.
  b: { firstLogDate: '2026-10-01', lastLogDate: '2026-11-10', firstWeight: 250, latestWeight: 237.5, poundsLost: 12.5 },
  // Joined 324 days ago, weighed in for 208 days: 300 → 267 = 11 %.
  c: { firstLogDate: '2026-01-05', lastLogDate: '2026-08-01', firstWeight: 300, latestWeight: 267, poundsLost: 33 },
  // Joined 208 days ago, stopped after 19 days, regained: 180 → 184 = −2.2 %.
  d: { firstLogDate: '2026-05-01', lastLogDate: '2026-05-20', firstWeight: 180, latestWeight: 184, poundsLost: 0 },
};
const everyone = sumCounts(Object.values(people).map((p) => countsOf(p, today)));

describe('outcome counts', () => {
  it('counts participants, new, active, pounds, the 3/5/10 % thresholds and retention by hand', () => {
    expect(everyone).toEqual({
      participants: 4,
      newThisWeek: 1, // a
      activeLast7Days: 1, // a
      activeLast28Days: 2, // a, b
      poundsLostTenths: 515,
      lostAtLeast: [3, 2, 1], // ≥3 %: a (exactly 3.0), b, c; ≥5 %: b (exactly 5.0), c; ≥10 %: c
      retentionEligible: [3, 2, 2], // 4 weeks: b, c, d; 12 and 26 weeks: c, d
      retained: [2, 1, 1], // 4 weeks: b (40 days), c; 12 and 26: c (208 days)
    });
  });

  it('subtracts one group from another', () => {
    const withoutC = addCounts(everyone, countsOf(people.c, today), -1);
    expect(withoutC).toMatchObject({ participants: 3, poundsLostTenths: 185, lostAtLeast: [2, 1, 0], retained: [1, 0, 0] });
  });

  it('starts weeks on Monday', () => {
    expect([weekStarting('2026-11-20'), weekStarting('2026-11-23'), weekStarting('2026-11-22'), weekStarting('2026-01-05')]).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-11-16',
      '2026-01-05',
    ]);
  });
});

describe('figures and suppression', () => {
  it('shows figures about groups of at least the minimum', () => {
    expect(figuresOf(everyone, 2)).toEqual({
      participants: { value: 4, suppressed: false },
      newThisWeek: { value: null, suppressed: true }, // one person
      activeLast7Days: { value: null, suppressed: true },
      activeLast28Days: { value: 2, suppressed: false },
      poundsLost: { value: 51.5, suppressed: false },
      lostAtLeast: [
        { percent: 3, share: { value: 75, suppressed: false } },
        { percent: 5, share: { value: 50, suppressed: false } },
        { percent: 10, share: { value: 25, suppressed: false } },
      ],
      retention: [
        { weeks: 4, share: { value: 66.7, suppressed: false } },
        { weeks: 12, share: { value: 50, suppressed: false } },
        { weeks: 26, share: { value: 50, suppressed: false } },
      ],
    });
  });

  it('hides every figure about fewer than 11 people', () => {
    const figures = figuresOf(everyone, 11);
    const all = [
      figures.participants,
      figures.newThisWeek,
      figures.activeLast7Days,
      figures.activeLast28Days,
      figures.poundsLost,
      ...figures.lostAtLeast.map((l) => l.share),
      ...figures.retention.map((r) => r.share),
    ];
    expect(all.every((f) => f.value === null && f.suppressed)).toBe(true);
  });

  it('hides a group whose rest (the enclosing group minus it) is small, so subtracting cannot isolate anyone', () => {
    expect(isSmall(12, 11, 3)).toBe(true);
    expect(isSmall(12, 11, 0)).toBe(false);
    expect(isSmall(12, 11, 11)).toBe(false);
    expect(isSmall(10, 11)).toBe(true);
    // Everyone but c, as an "organisation", published beside everyone: c alone would be the difference.
    const withoutC = addCounts(everyone, countsOf(people.c, today), -1);
    expect(figuresOf(withoutC, 2, countsOf(people.c, today)).participants).toEqual({ value: null, suppressed: true });
    expect(figuresOf(withoutC, 1, countsOf(people.c, today)).participants).toEqual({ value: 3, suppressed: false });
  });

  it('figureAbout, the rule the organisation progress reuses: shown, or hidden when small or with nothing to show', () => {
    expect(figureAbout(51.5, 11, 11)).toEqual({ value: 51.5, suppressed: false });
    expect(figureAbout(51.5, 10, 11)).toEqual({ value: null, suppressed: true });
    expect(figureAbout(51.5, 20, 11, 4)).toEqual({ value: null, suppressed: true });
    expect(figureAbout(null, 20, 11)).toEqual({ value: null, suppressed: true });
  });

  it('hides more cohorts while the hidden ones together are small (the total minus the shown would reveal them)', () => {
    expect(suppressPartition([50, 3, 20], 11)).toEqual([false, true, true]);
    expect(suppressPartition([50, 0, 20], 11)).toEqual([false, true, false]);
    expect(suppressPartition([5, 6], 11)).toEqual([true, true]);
    expect(suppressPartition([12, 5], 11)).toEqual([true, true]);
    expect(suppressPartition([12, 30], 11, [false, true])).toEqual([false, true]);
  });

  it('publishes cohorts by join week with their retention, none about one person', () => {
    const cohorts = Object.values(people)
      .map((p) => ({ weekStarting: weekStarting(p.firstLogDate), counts: countsOf(p, today) }))
      .sort((x, y) => x.weekStarting.localeCompare(y.weekStarting));
    expect(cohorts.map((c) => c.weekStarting)).toEqual(['2026-01-05', '2026-04-27', '2026-09-28', '2026-11-23']);
    expect(cohortFigures(cohorts, 11).every((c) => c.participants.suppressed && c.retention.every((r) => r.share.suppressed))).toBe(true);
    // With a minimum of 1 each cohort shows; the newest cannot yet be retained at 4 weeks.
    const shownAll = cohortFigures(cohorts, 1);
    expect(shownAll.map((c) => c.participants.value)).toEqual([1, 1, 1, 1]);
    expect(shownAll.map((c) => c.retention[0]!.share.value)).toEqual([100, 0, 100, null]);
  });
});

describe('a group and its cohorts', () => {
  const cohorts = (list: ParticipantFacts[]) => {
    const byWeek = new Map<string, ReturnType<typeof countsOf>>();
    for (const p of list) byWeek.set(weekStarting(p.firstLogDate), addCounts(byWeek.get(weekStarting(p.firstLogDate)) ?? sumCounts([]), countsOf(p, today)));
    return [...byWeek].sort(([x], [y]) => x.localeCompare(y)).map(([week, counts]) => ({ weekStarting: week, counts }));
  };
  // Twelve people like b who joined in September, and one like a this week.
  const september = Array.from({ length: 12 }, () => people.b);

  it('hides "new this week" with its cohort, and the older cohort with it (the total minus it would show the one)', () => {
    const outcomes = groupOutcomes(cohorts([...september, people.a]), today, 11);
    expect(outcomes.summary.participants).toEqual({ value: 13, suppressed: false });
    expect(outcomes.summary.newThisWeek).toEqual({ value: null, suppressed: true });
    expect(outcomes.cohorts.map((c) => c.participants.suppressed)).toEqual([true, true]);
  });

  it('hides the active-in-7-days figure when those active only in days 8 to 28 are few', () => {
    // 12 active in the last 28 days (the b's, 15 days ago) and 1 in the last 7 (a): both small differences.
    const figures = figuresOf(sumCounts([...september, people.a].map((p) => countsOf(p, today))), 11);
    expect(figures.activeLast28Days).toEqual({ value: 13, suppressed: false });
    expect(figures.activeLast7Days).toEqual({ value: null, suppressed: true });
  });
});

describe('suppressAcrossOrganizations: no hidden row can be worked out from everyone and the shown rows', () => {
  const group = (participants: number, active7 = participants): OutcomeCounts => ({
    ...emptyCounts(),
    participants,
    activeLast7Days: active7,
    activeLast28Days: participants,
    poundsLostTenths: participants * 50,
    lostAtLeast: [participants, 0, 0],
  });
  const row = (name: string, counts: OutcomeCounts, everyone: OutcomeCounts) => ({
    name,
    counts,
    summary: figuresOf(counts, 11, addCounts(everyone, counts, -1)),
  });

  it('hides the smallest shown organisation when the hidden ones and the people in none are 1 to 10', () => {
    // Everyone 40: A 20, B 15, C 3 (hidden: small), 2 people in no organisation. 40 − 20 − 15 = 5 would be C and those 2.
    const everyone = group(40);
    const rows = suppressAcrossOrganizations([row('A', group(20), everyone), row('B', group(15), everyone), row('C', group(3), everyone)], everyone, 11);
    expect(rows.map((r) => r.summary.participants.suppressed)).toEqual([false, true, true]);
    expect(rows.map((r) => r.summary.poundsLost.suppressed)).toEqual([false, true, true]);
    expect(rows.map((r) => r.summary.lostAtLeast[0]!.share.suppressed)).toEqual([false, true, true]);
  });

  it('hides nothing more when the remainder is none or large enough', () => {
    const everyone = group(60);
    // 60 − 20 − 15 = 25: C's 3 among 22 people in no organisation.
    const rows = suppressAcrossOrganizations([row('A', group(20), everyone), row('B', group(15), everyone), row('C', group(3), everyone)], everyone, 11);
    expect(rows.map((r) => r.summary.participants.suppressed)).toEqual([false, false, true]);
  });

  it('protects each column on its own: the active counts hide another row than the participants', () => {
    // Participants 20 + 15 + 14 = everyone's 49: nothing hidden. Active this week: 12 + 15 + 5 of 32; C's 5 is small and alone.
    const everyone = group(49, 32);
    const rows = suppressAcrossOrganizations(
      [row('A', group(20, 12), everyone), row('B', group(15, 15), everyone), row('C', group(14, 5), everyone)],
      everyone,
      11,
    );
    expect(rows.map((r) => r.summary.participants.suppressed)).toEqual([false, false, false]);
    expect(rows.map((r) => r.summary.activeLast7Days.suppressed)).toEqual([true, false, true]);
  });
});
