import { describe, expect, it } from 'vitest';
import { rankByScore } from '@/lib/progress/standings';
import { challengeWeeks, finalWeighIn, groupScore, scoreParticipant, scoringStartOf, startingWeighIn, weeksLogged, type ParticipantScore } from './scoring';

// A 12-week spring challenge: Monday 1 March to Sunday 23 May 2027 (84 days).
const spring = { startDate: '2027-03-01', endDate: '2027-05-23' };
const log = (logDate: string, weight: number) => ({ logDate, weight });
const onTime = { joinedOn: '2027-02-20', heightCm: null };

describe('the starting and final weigh-ins', () => {
  it('starts from the first weigh-in in the first 7 days, whatever came before', () => {
    const logs = [log('2027-03-05', 198), log('2027-02-25', 200), log('2027-03-03', 199), log('2027-03-08', 197)];
    expect(startingWeighIn(logs, '2027-03-01')).toEqual(log('2027-03-03', 199));
  });

  it('starts from the latest weigh-in of the 7 days before the start when the first week has none, and from none further back', () => {
    expect(startingWeighIn([log('2027-02-22', 203), log('2027-02-28', 201), log('2027-03-08', 197)], '2027-03-01')).toEqual(log('2027-02-28', 201));
    expect(startingWeighIn([log('2027-02-21', 203), log('2027-03-08', 197)], '2027-03-01')).toBeNull();
  });

  it('starts a late joiner at the day they joined, with the same windows around it', () => {
    expect(scoringStartOf(spring, '2027-03-20')).toBe('2027-03-20');
    expect(scoringStartOf(spring, '2027-02-20')).toBe('2027-03-01');
    const logs = [log('2027-03-02', 210), log('2027-03-18', 206), log('2027-03-22', 205)];
    expect(startingWeighIn(logs, '2027-03-20')).toEqual(log('2027-03-22', 205));
    expect(startingWeighIn(logs.slice(0, 2), '2027-03-20')).toEqual(log('2027-03-18', 206));
  });

  it('ends with the last weigh-in of the last 7 days, and with none when those days have none', () => {
    expect(finalWeighIn([log('2027-05-17', 190), log('2027-05-21', 189.5), log('2027-05-24', 188)], spring)).toEqual(log('2027-05-21', 189.5));
    expect(finalWeighIn([log('2027-05-16', 190), log('2027-05-24', 188)], spring)).toBeNull();
  });
});

describe('weeks', () => {
  it('cuts the challenge into 7-day weeks from its first day, the last one ending with it', () => {
    const weeks = challengeWeeks(spring);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ from: '2027-03-01', to: '2027-03-07' });
    expect(weeks[11]).toEqual({ from: '2027-05-17', to: '2027-05-23' });
    expect(challengeWeeks({ startDate: '2027-03-01', endDate: '2027-03-10' })).toEqual([
      { from: '2027-03-01', to: '2027-03-07' },
      { from: '2027-03-08', to: '2027-03-10' },
    ]);
  });

  it('counts the weeks with a weigh-in from the week the scoring starts in up to the day of the board', () => {
    const logs = [log('2027-03-02', 200), log('2027-03-04', 199), log('2027-03-09', 198), log('2027-03-24', 197), log('2027-05-23', 190)];
    expect(weeksLogged(logs, spring, '2027-03-01', '2027-05-23')).toBe(4);
    expect(weeksLogged(logs, spring, '2027-03-01', '2027-03-20')).toBe(2);
    // Joined in week 3 (15–21 March): the first two weeks are not theirs.
    expect(weeksLogged(logs, spring, '2027-03-20', '2027-05-23')).toBe(2);
  });
});

describe('scoreParticipant', () => {
  it('scores the % of the starting weight lost by the final weigh-in once the challenge has ended', () => {
    const score = scoreParticipant(spring, { ...onTime, logs: [log('2027-03-01', 200), log('2027-04-10', 195), log('2027-05-20', 190)], asOf: '2027-05-24' });
    expect(score).toEqual({
      start: log('2027-03-01', 200),
      scored: log('2027-05-20', 190),
      poundsLost: 10,
      percentLost: 5,
      weeksLogged: 3,
      completed: true,
      cappedBy: null,
    });
  });

  it('scores the latest weigh-in so far while the challenge runs, not yet completed', () => {
    const score = scoreParticipant(spring, { ...onTime, logs: [log('2027-03-01', 200), log('2027-04-10', 196), log('2027-05-20', 190)], asOf: '2027-04-12' });
    expect(score).toMatchObject({ scored: log('2027-04-10', 196), poundsLost: 4, percentLost: 2, completed: false, cappedBy: null });
  });

  it('counts at most 2 % of the starting weight a week between the two weigh-ins (part of a week counts as one)', () => {
    const fast = [log('2027-03-01', 200), log('2027-03-08', 180)];
    expect(scoreParticipant(spring, { ...onTime, logs: fast, asOf: '2027-03-08' })).toMatchObject({ poundsLost: 4, percentLost: 2, cappedBy: 'weekly' });
    const eightDays = [log('2027-03-01', 200), log('2027-03-09', 180)];
    expect(scoreParticipant(spring, { ...onTime, logs: eightDays, asOf: '2027-03-09' })).toMatchObject({ poundsLost: 8, percentLost: 4, cappedBy: 'weekly' });
  });

  it('counts no loss below a BMI of 18.5 for a person with a height', () => {
    // 170 cm: a BMI of 18.5 is 117.87 lb, so 7.13 of the 10 lb lost count.
    const logs = [log('2027-03-01', 125), log('2027-05-20', 115)];
    expect(scoreParticipant(spring, { ...onTime, heightCm: 170, logs, asOf: '2027-05-23' })).toMatchObject({
      poundsLost: 7.1,
      percentLost: 5.7,
      cappedBy: 'bmi',
    });
    expect(scoreParticipant(spring, { ...onTime, heightCm: null, logs, asOf: '2027-05-23' })).toMatchObject({ poundsLost: 10, percentLost: 8, cappedBy: null });
    // Already below the floor at the start: nothing more counts.
    const under = [log('2027-03-01', 115), log('2027-05-20', 110)];
    expect(scoreParticipant(spring, { ...onTime, heightCm: 170, logs: under, asOf: '2027-05-23' })).toMatchObject({
      poundsLost: 0,
      percentLost: 0,
      cappedBy: 'bmi',
    });
  });

  it('counts a gain against the person', () => {
    const logs = [log('2027-03-01', 200), log('2027-05-22', 204)];
    expect(scoreParticipant(spring, { ...onTime, logs, asOf: '2027-05-23' })).toMatchObject({ poundsLost: -4, percentLost: -2, completed: true });
  });

  it('scores 0 without a final weigh-in once the challenge has ended, and without a start at all', () => {
    const noFinal = scoreParticipant(spring, { ...onTime, logs: [log('2027-03-01', 200), log('2027-05-10', 190)], asOf: '2027-05-24' });
    expect(noFinal).toMatchObject({ scored: null, poundsLost: 0, percentLost: 0, completed: false, weeksLogged: 2 });
    const noStart = scoreParticipant(spring, { ...onTime, logs: [log('2027-03-20', 200), log('2027-05-20', 190)], asOf: '2027-05-24' });
    expect(noStart).toMatchObject({ start: null, scored: null, percentLost: 0, completed: false });
  });

  it('starts a late joiner from their own first week and counts their loss from there', () => {
    const logs = [log('2027-03-02', 210), log('2027-03-22', 205), log('2027-05-21', 200)];
    expect(scoreParticipant(spring, { joinedOn: '2027-03-20', heightCm: null, logs, asOf: '2027-05-23' })).toMatchObject({
      start: log('2027-03-22', 205),
      poundsLost: 5,
      percentLost: 2.4,
      completed: true,
    });
  });
});

describe('groupScore and the boards', () => {
  const member = (percentLost: number, poundsLost: number, weeks: number): ParticipantScore => ({
    start: null,
    scored: null,
    poundsLost,
    percentLost,
    weeksLogged: weeks,
    completed: true,
    cappedBy: null,
  });
  const team = [member(5, 10, 12), member(-2, -4, 6), member(0, 0, 3)];

  it('is the mean % lost, the mean weeks logged, or the pounds toward the target (a gain subtracts nothing), every member counting', () => {
    expect(groupScore('percentLost', team)).toBe(1);
    expect(groupScore('consistency', team)).toBe(7);
    expect(groupScore('poundsTarget', team)).toBe(10);
    expect(groupScore('percentLost', [member(5, 10, 12), member(2, 4, 6), member(0, 0, 0)])).toBe(2.3);
    expect(groupScore('percentLost', [])).toBe(0);
  });

  it('ranks by the score to one decimal, ties sharing a place and listed by name, then id', () => {
    const ranked = rankByScore([
      { id: 't3', name: 'Walkers', score: 3.04 },
      { id: 't1', name: 'Bikers', score: 2.96 },
      { id: 't2', name: 'Runners', score: 4.2 },
      { id: 't4', name: 'Bikers', score: 1 },
    ]);
    expect(ranked.map((team) => [team.rank, team.name, team.id, team.score])).toEqual([
      [1, 'Runners', 't2', 4.2],
      [2, 'Bikers', 't1', 3],
      [2, 'Walkers', 't3', 3],
      [4, 'Bikers', 't4', 1],
    ]);
  });
});
