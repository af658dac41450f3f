import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityTotals, createOrganizationFixture } from '../../../tests/support/test-database';
import { logWeight } from '@/server/weights/log-weight';
import { getCoalitionOutcomes } from './get-coalition-outcomes';

let fixture: Awaited<ReturnType<typeof createOrganizationFixture>>;

beforeAll(async () => {
  fixture = await createOrganizationFixture();
  await logWeight({ db: fixture.db, actor: fixture.alice, input: { weight: 200, logDate: '2026-11-01' } });
  await logWeight({ db: fixture.db, actor: fixture.alice, input: { weight: 195.5, logDate: '2026-11-20' } });
  await logWeight({ db: fixture.db, actor: fixture.bob, input: { weight: 180, logDate: '2026-11-02' } });
  await logWeight({ db: fixture.db, actor: fixture.bob, input: { weight: 178, logDate: '2026-11-21' } });
});

afterAll(async () => {
  await fixture.close();
});

// 03:00 UTC on November 28: still November 27 in Chicago, and already November 28 in UTC.
const NOW = new Date('2026-11-28T03:00:00Z');
const read = (timeZone: string, minGroupSize = 11) => getCoalitionOutcomes({ db: fixture.db, minGroupSize, maxAgeMs: 0, timeZone, now: NOW });

describe('the coalition figures', () => {
  it("are dated by the coalition's time zone, which they name", async () => {
    expect(await read('America/Chicago')).toMatchObject({ asOf: '2026-11-27', timeZone: 'America/Chicago' });
    expect(await read('UTC')).toMatchObject({ asOf: '2026-11-28', timeZone: 'UTC' });
  });

  it("show the community's total and participants, public on every dashboard, however few the participants", async () => {
    const outcomes = await read('UTC');
    const { total, participants } = await communityTotals(fixture.db);
    expect({ total, participants }).toEqual({ total: 6.5, participants: 2 });
    expect(outcomes.communityTotal).toEqual({ value: 6.5, suppressed: false });
    expect(outcomes.communityParticipants).toEqual({ value: 2, suppressed: false });
    // The coalition's own counts of two people stay suppressed.
    expect(outcomes.summary.participants).toEqual({ value: null, suppressed: true });
    expect(outcomes.summary.poundsLost).toEqual({ value: null, suppressed: true });
  });
});
