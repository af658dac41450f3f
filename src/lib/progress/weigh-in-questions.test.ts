import { describe, expect, it } from 'vitest';
import { nearestWeighIn, weighInQuestions } from './weigh-in-questions';

const history = [
  { logDate: '2026-11-20', weight: 212 },
  { logDate: '2026-11-24', weight: 214.2 },
  { logDate: '2026-11-26', weight: 209.5 },
];

describe('weighInQuestions', () => {
  it('asks before replacing a day that holds another weight, naming that weight', () => {
    expect(weighInQuestions(history, { logDate: '2026-11-24', weight: 213.3 })).toEqual([
      { kind: 'dayTaken', logDate: '2026-11-24', weight: 213.3, existing: 214.2 },
    ]);
  });

  it('asks nothing of a new plausible day, of the same weight again, or of a first weigh-in', () => {
    expect(weighInQuestions(history, { logDate: '2026-11-27', weight: 208.9 })).toEqual([]);
    expect(weighInQuestions(history, { logDate: '2026-11-24', weight: 214.2 })).toEqual([]);
    expect(weighInQuestions([], { logDate: '2026-11-24', weight: 999.9 })).toEqual([]);
  });

  it('asks about a weight no body reaches from the nearest weigh-in, naming it', () => {
    expect(weighInQuestions(history, { logDate: '2026-11-27', weight: 999.9 })).toEqual([
      { kind: 'unusual', weight: 999.9, reference: { logDate: '2026-11-26', weight: 209.5 } },
    ]);
  });

  it('measures a day before the first weigh-in against the first, in date order', () => {
    expect(nearestWeighIn(history, '2026-11-01')).toEqual({ logDate: '2026-11-20', weight: 212 });
    expect(weighInQuestions(history, { logDate: '2026-11-19', weight: 150 })).toEqual([
      { kind: 'unusual', weight: 150, reference: { logDate: '2026-11-20', weight: 212 } },
    ]);
    expect(weighInQuestions(history, { logDate: '2026-11-19', weight: 210 })).toEqual([]);
  });

  it('asks the day first and then the weight, leaving out what is answered', () => {
    const log = { logDate: '2026-11-26', weight: 99 };
    expect(weighInQuestions(history, log).map((q) => q.kind)).toEqual(['dayTaken', 'unusual']);
    expect(weighInQuestions(history, log, new Set(['dayTaken'])).map((q) => q.kind)).toEqual(['unusual']);
    expect(weighInQuestions(history, log, new Set(['dayTaken', 'unusual']))).toEqual([]);
  });
});
