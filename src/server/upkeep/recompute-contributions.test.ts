import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityTotals, createOrganizationFixture } from '../../../tests/support/test-database';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { communityProgress, participantProgress, upkeepTasks, weightLogs } from '@/server/db/schema';
import { logWeight } from '@/server/weights/log-weight';
import { communitySlotOf } from '@/server/weights/participant-progress';
import { CONTRIBUTION_RULE_TASK, recomputeContributions } from './recompute-contributions';

let db: Db;
let close: () => Promise<void>;
let alice: Actor;
let bob: Actor;

beforeAll(async () => {
  ({ db, close, alice, bob } = await createOrganizationFixture());
});
afterAll(() => close());

describe('recomputing stored contributions under the current rule', () => {
  it('is already recorded as done on a database that had no participant when it was migrated', async () => {
    expect(await db.select().from(upkeepTasks)).toEqual([{ name: CONTRIBUTION_RULE_TASK, completedAt: expect.any(Date) }]);
    expect(await recomputeContributions(db)).toBe(0);
  });

  it('takes a typo stored under the old rule out of the total, once, and leaves a plausible loss as it was', async () => {
    // Alice logged 300 then 30 under the old rule (first minus latest: 270 lb counted).
    await logWeight({ db, actor: alice, input: { weight: 300, logDate: '2026-01-01' } });
    await logWeight({ db, actor: bob, input: { weight: 200, logDate: '2026-01-01' } });
    await logWeight({ db, actor: bob, input: { weight: 196, logDate: '2026-01-02' } });
    const [personal] = await db.select({ accountId: weightLogs.accountId }).from(weightLogs).where(eq(weightLogs.userId, alice.id)).limit(1);
    await db.insert(weightLogs).values({ userId: alice.id, accountId: personal!.accountId, weight: 30, logDate: '2026-01-02' });
    await db.update(participantProgress).set({ latestWeight: 30, poundsLost: 270 }).where(eq(participantProgress.userId, alice.id));
    const slot = communitySlotOf(alice.id);
    const [row] = await db.select().from(communityProgress).where(eq(communityProgress.id, slot));
    await db
      .update(communityProgress)
      .set({ totalPoundsLost: Number(row!.totalPoundsLost) + 270 })
      .where(eq(communityProgress.id, slot));
    // An upgraded database: the task has not run there.
    await db.delete(upkeepTasks);
    expect(await communityTotals(db)).toEqual({ total: 274, participants: 2 });

    expect(await recomputeContributions(db)).toBe(2);
    expect(await communityTotals(db)).toEqual({ total: 4, participants: 2 });
    const stored = await db.select({ userId: participantProgress.userId, poundsLost: participantProgress.poundsLost }).from(participantProgress);
    expect(new Map(stored.map((p) => [p.userId, Number(p.poundsLost)]))).toEqual(
      new Map([
        [alice.id, 0],
        [bob.id, 4],
      ]),
    );

    // Recorded: the next start does nothing.
    expect(await recomputeContributions(db)).toBe(0);
    expect(await communityTotals(db)).toEqual({ total: 4, participants: 2 });
  });

  it('stops between two people when asked, without recording the task, and finishes on the next run', async () => {
    await db.delete(upkeepTasks);
    const stopping = new AbortController();
    stopping.abort();
    expect(await recomputeContributions(db, stopping.signal)).toBe(0);
    expect(await db.select().from(upkeepTasks)).toEqual([]);
    expect(await recomputeContributions(db)).toBe(2);
    expect(await communityTotals(db)).toEqual({ total: 4, participants: 2 });
  });
});
