import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextTrend, privateChanges, replacesPublication, trendAt, type Fingerprints } from './publication';

const week = (weekEnding: string, poundsLost: number, participants = 12) => ({ weekEnding, poundsLost, participants, privateParticipants: participants });

describe('privateChanges', () => {
  it('counts joins, leaves and changed histories of private participants, not of the people the admins see anyway', () => {
    const before: Fingerprints = { a: '1', b: '1', c: '1', admin: '1', sharer: '1' };
    const after: Fingerprints = { a: '1', b: '2', d: '1', admin: '2', sharer: '2' };
    // b changed, c left, d joined; the admin's and the sharer's own changes are known.
    expect(privateChanges(before, after, new Set(['admin', 'sharer']))).toBe(3);
  });

  it('the first count is always published; later ones only after minGroup private changes', () => {
    const known = new Set<string>();
    expect(replacesPublication(null, { a: '1' }, known, 11)).toBe(true);
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i}`, 'x']));
    expect(replacesPublication({}, ten, known, 11)).toBe(false);
    expect(replacesPublication({}, { ...ten, p10: 'x' }, known, 11)).toBe(true);
  });
});

describe('the trend', () => {
  it('starts from the first count and keeps every total once published', () => {
    const first = nextTrend(null, '2026-11-20', [week('2026-11-13', 40), week('2026-11-20', 50)]);
    expect(first).toEqual({
      '2026-11-13': { poundsLost: 40, participants: 12, privateParticipants: 12 },
      '2026-11-20': { poundsLost: 50, participants: 12, privateParticipants: 12 },
    });
    // A later count recounts past weeks differently (someone joined with a history): only its own total is kept.
    const second = nextTrend(first, '2026-11-25', [week('2026-11-13', 58), week('2026-11-20', 68), week('2026-11-25', 70, 13)]);
    expect(trendAt(second, ['2026-11-06', '2026-11-13', '2026-11-20', '2026-11-24', '2026-11-27'])).toEqual([
      { weekEnding: '2026-11-06', poundsLost: null, participants: 0, privateParticipants: 0 },
      week('2026-11-13', 40),
      week('2026-11-20', 50),
      week('2026-11-24', 50),
      week('2026-11-27', 70, 13),
    ]);
  });

  it('forgets points older than thirteen weeks', () => {
    const trend = nextTrend({ '2026-08-01': { poundsLost: 1, participants: 12, privateParticipants: 12 } }, '2026-11-27', [week('2026-11-27', 9)]);
    expect(Object.keys(trend)).toEqual(['2026-11-27']);
  });
});

/**
 * An organisation's admin acting on the membership and reading the figures after every step, as
 * the review's probe did, against the rule the server applies: a model of the members, what the
 * admin sees, and the published figures.
 */
type Member = { weights: number[]; shares: boolean; admin: boolean };
type Action =
  | { kind: 'approve'; weights: number[]; shares: boolean }
  | { kind: 'remove'; pick: number }
  | { kind: 'log'; pick: number; weight: number }
  | { kind: 'share'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('approve' as const),
    weights: fc.array(fc.integer({ min: 1200, max: 3000 }), { minLength: 1, maxLength: 4 }),
    shares: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('log' as const), pick: fc.nat(), weight: fc.integer({ min: 1200, max: 3000 }) }),
  fc.record({ kind: fc.constant('share' as const), pick: fc.nat() }),
);

const lossTenths = (m: Member) => m.weights[0]! - m.weights.at(-1)!;
const fingerprintsOf = (members: Map<string, Member>): Fingerprints => Object.fromEntries([...members].map(([id, m]) => [id, m.weights.join(',')]));
const knownOf = (members: Map<string, Member>) => new Set([...members].filter(([, m]) => m.shares || m.admin).map(([id]) => id));
const totalOf = (members: Map<string, Member>) => [...members.values()].reduce((sum, m) => sum + lossTenths(m), 0);

describe('no sequence of approvals, removals and reads shows one private member (property)', () => {
  it('every change of the published total is the work of at least minGroup private participants', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 11 }), fc.integer({ min: 0, max: 15 }), fc.array(action, { maxLength: 80 }), (minGroup, startSize, actions) => {
        const members = new Map<string, Member>([['admin', { weights: [2000, 1950], shares: false, admin: true }]]);
        for (let i = 0; i < startSize; i += 1) members.set(`m${i}`, { weights: [2000 + i, 1990 - i], shares: false, admin: false });
        let published = { fingerprints: fingerprintsOf(members), total: totalOf(members), members: new Map(members) };
        let next = startSize;
        for (const step of actions) {
          const ids = [...members.keys()].filter((id) => id !== 'admin');
          const picked = ids.length > 0 && 'pick' in step ? ids[step.pick % ids.length]! : null;
          if (step.kind === 'approve') members.set(`m${next++}`, { weights: step.weights, shares: step.shares, admin: false });
          else if (step.kind === 'remove' && picked) members.delete(picked);
          else if (step.kind === 'log' && picked) members.set(picked, { ...members.get(picked)!, weights: [...members.get(picked)!.weights, step.weight] });
          else if (step.kind === 'share' && picked) members.set(picked, { ...members.get(picked)!, shares: !members.get(picked)!.shares });
          // The admin reads after every step.
          const fingerprints = fingerprintsOf(members);
          const known = knownOf(members);
          if (!replacesPublication(published.fingerprints, fingerprints, known, minGroup)) continue;
          // A new publication: the private participants whose figures differ from the last one are many.
          const changedPrivate = [...new Set([...published.members.keys(), ...members.keys()])].filter((id) => {
            const was = published.members.get(id);
            const is = members.get(id);
            return !known.has(id) && was?.weights.join(',') !== is?.weights.join(',');
          });
          expect(changedPrivate.length).toBeGreaterThanOrEqual(minGroup);
          published = { fingerprints, total: totalOf(members), members: new Map(members) };
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the review's probe: approving one member and removing another moves nothing an admin reads", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 11 }), fc.array(fc.integer({ min: 1200, max: 3000 }), { minLength: 2, maxLength: 5 }), (minGroup, newcomer) => {
        const members = new Map<string, Member>();
        for (let i = 0; i < 13; i += 1) members.set(`m${i}`, { weights: [2000 + i, 1990 - i], shares: false, admin: false });
        const before = fingerprintsOf(members);
        members.set('newcomer', { weights: newcomer, shares: false, admin: false });
        members.delete('m3');
        // Two private changes are below any minimum group of three or more; with two, the two people's figures are mixed.
        expect(replacesPublication(before, fingerprintsOf(members), knownOf(members), minGroup)).toBe(minGroup <= 2);
      }),
    );
  });
});
