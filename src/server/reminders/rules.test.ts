import { describe, expect, it } from 'vitest';
import { dueByClock, localClock, stillWanted, streakBefore, type ReminderChoices } from './rules';

const base: ReminderChoices = {
  enabled: true,
  days: [1, 2, 3, 4, 5, 6, 7],
  localTime: '08:00',
  timeZone: 'America/Chicago',
  streakTime: null,
  weeklySummary: false,
};
const at = (iso: string) => new Date(iso);

describe('dueByClock', () => {
  it('is due at the local time on a chosen day, and not a minute before', () => {
    // 08:00 in Chicago on Wednesday 2026-01-14 is 14:00 UTC (CST, UTC-6).
    expect(dueByClock(base, at('2026-01-14T14:00:00Z'))).toEqual({ kinds: ['daily'], localDate: '2026-01-14' });
    expect(dueByClock(base, at('2026-01-14T13:59:00Z')).kinds).toEqual([]);
  });

  it('is not due on a day that was not chosen', () => {
    expect(dueByClock({ ...base, days: [1, 2] }, at('2026-01-14T14:00:00Z')).kinds).toEqual([]);
  });

  it('catches up a late tick within the hour, not after', () => {
    expect(dueByClock(base, at('2026-01-14T14:59:00Z')).kinds).toEqual(['daily']);
    expect(dueByClock(base, at('2026-01-14T15:00:00Z')).kinds).toEqual([]);
  });

  it('keeps quiet hours for a late tick, but not for a time chosen inside them', () => {
    const evening = { ...base, localTime: '20:30' };
    // 21:10 local (CST) = 03:10 UTC next day: a late catch-up into quiet hours is dropped.
    expect(dueByClock(evening, at('2026-01-15T03:10:00Z')).kinds).toEqual([]);
    expect(dueByClock(evening, at('2026-01-15T02:50:00Z')).kinds).toEqual(['daily']);
    const late = { ...base, localTime: '22:15' };
    expect(dueByClock(late, at('2026-01-15T04:15:00Z'))).toEqual({ kinds: ['daily'], localDate: '2026-01-14' });
  });

  it('follows America/Chicago over DST: 08:00 is 13:00 UTC in summer, and a skipped 02:30 falls due at 03:00', () => {
    expect(dueByClock(base, at('2026-07-01T13:00:00Z')).kinds).toEqual(['daily']);
    expect(dueByClock(base, at('2026-07-01T14:00:00Z')).kinds).toEqual([]);
    // 2026-03-08: 02:00 CST jumps to 03:00 CDT (08:00 UTC); 02:30 never happens.
    const skipped = { ...base, localTime: '02:30' };
    expect(localClock(at('2026-03-08T08:00:00Z'), 'America/Chicago').minutes).toBe(180);
    expect(dueByClock(skipped, at('2026-03-08T08:00:00Z'))).toEqual({ kinds: ['daily'], localDate: '2026-03-08' });
  });

  it('follows Europe/Madrid over DST, including the hour that happens twice in October', () => {
    const madrid = { ...base, timeZone: 'Europe/Madrid', localTime: '02:30' };
    // 2026-10-25: 03:00 CEST falls back to 02:00 CET; 02:30 happens at 00:30 and 01:30 UTC.
    expect(dueByClock(madrid, at('2026-10-25T00:30:00Z'))).toEqual({ kinds: ['daily'], localDate: '2026-10-25' });
    expect(dueByClock(madrid, at('2026-10-25T01:30:00Z'))).toEqual({ kinds: ['daily'], localDate: '2026-10-25' });
    // Both carry the same local date, so the delivery key (person, kind, date) lets one through.
    expect(dueByClock({ ...madrid, localTime: '08:00' }, at('2026-03-30T06:00:00Z')).kinds).toEqual(['daily']);
    expect(dueByClock({ ...madrid, localTime: '08:00' }, at('2026-03-27T07:00:00Z')).kinds).toEqual(['daily']);
  });

  it('uses the new zone after a person moves, with the local date of where they are', () => {
    // Reminded in Madrid at 08:00 CET (07:00 UTC) on 2026-01-14; moving to Chicago the same day,
    // 08:00 there is 14:00 UTC: the same local date, so the delivery key is the same.
    expect(dueByClock({ ...base, timeZone: 'Europe/Madrid' }, at('2026-01-14T07:00:00Z')).localDate).toBe('2026-01-14');
    expect(dueByClock(base, at('2026-01-14T14:00:00Z')).localDate).toBe('2026-01-14');
    expect(dueByClock(base, at('2026-01-14T07:00:00Z')).kinds).toEqual([]);
  });

  it('sends the streak mail at its own time and the weekly summary on Sundays only', () => {
    const both = { ...base, enabled: false, streakTime: '19:00', weeklySummary: true };
    expect(dueByClock(both, at('2026-01-15T01:00:00Z')).kinds).toEqual(['streak']);
    expect(dueByClock(both, at('2026-01-18T14:00:00Z')).kinds).toEqual(['weekly']);
    expect(dueByClock(both, at('2026-01-17T14:00:00Z')).kinds).toEqual([]);
  });
});

describe('stillWanted', () => {
  it('sends the daily reminder only when the local day is not logged', () => {
    expect(stillWanted('daily', base, { loggedOnLocalDate: false, streakDays: 0 })).toBe(true);
    expect(stillWanted('daily', base, { loggedOnLocalDate: true, streakDays: 0 })).toBe(false);
    expect(stillWanted('daily', { ...base, enabled: false }, { loggedOnLocalDate: false, streakDays: 0 })).toBe(false);
  });

  it('sends streak-at-risk only from a streak of 3 days', () => {
    const streak = { ...base, streakTime: '19:00' };
    expect(stillWanted('streak', streak, { loggedOnLocalDate: false, streakDays: 3 })).toBe(true);
    expect(stillWanted('streak', streak, { loggedOnLocalDate: false, streakDays: 2 })).toBe(false);
    expect(stillWanted('streak', streak, { loggedOnLocalDate: true, streakDays: 5 })).toBe(false);
  });
});

describe('streakBefore', () => {
  it('counts the days logged in a row before today, across a month end', () => {
    expect(streakBefore('2026-03-02', new Set(['2026-02-27', '2026-02-28', '2026-03-01']))).toBe(3);
    expect(streakBefore('2026-03-02', new Set(['2026-02-27', '2026-03-01']))).toBe(1);
    expect(streakBefore('2026-03-02', new Set(['2026-03-02']))).toBe(0);
  });

  it('counts the forgiving streak: a missed day covered by a banked rest day keeps it', () => {
    // 1–7 March logged (a rest day banked), 8 March missed, 9 March logged: 8 days on the 10th.
    const logged = new Set(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-09']);
    expect(streakBefore('2026-03-10', logged)).toBe(8);
    // Without the banked day (only six logged before the gap) the gap breaks it: 1 day.
    logged.delete('2026-03-01');
    expect(streakBefore('2026-03-10', logged)).toBe(1);
  });
});
