import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityTotals, createOrganizationFixture } from '../../../tests/support/test-database';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { communityProgress, COMMUNITY_PROGRESS_SLOTS } from '@/server/db/schema';
import { recountCommunity } from '@/server/db/seed-scale';
import { logWeight } from '@/server/weights/log-weight';
import { communitySlotOf } from '@/server/weights/participant-progress';
import { getCommunityProgress } from './get-community-progress';

let db: Db;
let close: () => Promise<void>;
const people: Actor[] = [];

const slots = async () =>
  (await db.select().from(communityProgress))
    .map((row) => ({ id: row.id, total: Number(row.totalPoundsLost), participants: row.participants }))
    .sort((a, b) => a.id - b.id);

beforeAll(async () => {
  const fixture = await createOrganizationFixture();
  ({ db, close } = fixture);
  for (let i = 0; i < 12; i += 1) people.push(await fixture.person(`slot-${i}@example.org`));
  // Each person loses (i + 1) / 2 lb in a day, a step a body can make.
  for (const [i, person] of people.entries()) {
    await logWeight({ db, actor: person, input: { weight: 200, logDate: '2026-03-01' } });
    await logWeight({ db, actor: person, input: { weight: 200 - (i + 1) / 2, logDate: '2026-03-02' } });
  }
});
afterAll(() => close());

describe('the community total over slots', () => {
  it('puts each person in a slot chosen by their id, within the slot range, the same every time', () => {
    for (const person of people) {
      const slot = communitySlotOf(person.id);
      expect(Number.isInteger(slot) && slot >= 0 && slot < COMMUNITY_PROGRESS_SLOTS).toBe(true);
      expect(communitySlotOf(person.id)).toBe(slot);
    }
    expect(communitySlotOf('00000000-0000-4000-8000-0000000000ff')).toBe(0xff % COMMUNITY_PROGRESS_SLOTS);
  });

  it('writes each person’s loss to their own slot, and the total is the slots’ sum', async () => {
    const expected = new Map<number, { total: number; participants: number }>();
    for (const [i, person] of people.entries()) {
      const slot = expected.get(communitySlotOf(person.id)) ?? { total: 0, participants: 0 };
      expected.set(communitySlotOf(person.id), { total: slot.total + (i + 1) / 2, participants: slot.participants + 1 });
    }
    expect(await slots()).toEqual([...expected.entries()].map(([id, figures]) => ({ id, ...figures })).sort((a, b) => a.id - b.id));
    expect(await communityTotals(db)).toEqual({ total: 39, participants: 12 });
    expect(await getCommunityProgress({ db })).toMatchObject({ totalPoundsLost: 39, participants: 12 });
  });

  it('recounting from the participants gives the very same slots (SQL and TypeScript agree on the slot)', async () => {
    const before = await slots();
    await recountCommunity(db);
    expect(await slots()).toEqual(before);
  });
});
