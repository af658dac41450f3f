import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityTotals, createOrganizationFixture } from '../../../tests/support/test-database';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { participantProgress, weightLogs } from '@/server/db/schema';
import { listUserWeightLogs } from './list-user-weight-logs';
import { logWeight } from './log-weight';

let db: Db;
let close: () => Promise<void>;
let alice: Actor;
let bob: Actor;
let organizationId: string;
let person: (email: string) => Promise<Actor>;

const community = () => communityTotals(db);

beforeAll(async () => {
  ({ db, close, alice, bob, organizationId, person } = await createOrganizationFixture());
});
afterAll(() => close());

describe('logWeight', () => {
  it('records a first log and counts a participant with nothing lost yet', async () => {
    const result = await logWeight({ db, actor: alice, input: { weight: 200, logDate: '2026-01-01' } });
    expect(result.replaced).toBe(false);
    expect(result.entry).toMatchObject({ userId: alice.id, weight: 200, logDate: '2026-01-01' });
    expect(await community()).toEqual({ total: 0, participants: 1 });
  });

  it('replaces the same day instead of adding a second row, and says so', async () => {
    await logWeight({ db, actor: alice, input: { weight: 199, logDate: '2026-01-05' } });
    const result = await logWeight({ db, actor: alice, input: { weight: 195.5, logDate: '2026-01-05' } });
    expect(result.replaced).toBe(true);
    const history = await listUserWeightLogs({ db, actor: alice });
    expect(history.map((e) => [e.logDate, e.weight])).toEqual([
      ['2026-01-05', 195.5],
      ['2026-01-01', 200],
    ]);
    // The history's JSON is written by PostgreSQL: the very same entry as the one log-weight answers.
    expect(history[0]).toStrictEqual(result.entry);
    expect(await community()).toEqual({ total: 4.5, participants: 1 });
  });

  it('counts first minus latest by date, never below zero', async () => {
    await logWeight({ db, actor: bob, input: { weight: 150, logDate: '2026-02-01' } });
    await logWeight({ db, actor: bob, input: { weight: 155, logDate: '2026-02-02' } });
    expect(await community()).toEqual({ total: 4.5, participants: 2 });
    // An earlier, heavier day becomes the first weight.
    await logWeight({ db, actor: bob, input: { weight: 160, logDate: '2026-01-15' } });
    expect(await community()).toEqual({ total: 9.5, participants: 2 });
  });

  it('keeps one row per user, account and day under concurrent writes', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => logWeight({ db, actor: bob, input: { weight: 150 + i / 10, logDate: '2026-03-01' } })));
    const rows = await db.select().from(weightLogs).where(eq(weightLogs.logDate, '2026-03-01'));
    expect(rows).toHaveLength(1);
    expect(await community()).toEqual({ total: Math.round((4.5 + 160 - rows[0]!.weight) * 10) / 10, participants: 2 });
  });

  it('settles again, under the lock, a weigh-in whose read another weigh-in of the same person overtook', async () => {
    const carol = await person('carol@example.org');
    const before = await community();
    // Both read before either writes: the second write finds the logs changed, writes nothing, and
    // settles again from the history with both days in it.
    const [first, second] = await Promise.all([
      logWeight({ db, actor: carol, input: { weight: 210, logDate: '2026-04-01' } }),
      logWeight({ db, actor: carol, input: { weight: 205, logDate: '2026-04-02' } }),
    ]);
    expect([first.replaced, second.replaced]).toEqual([false, false]);
    expect(await community()).toEqual({ total: before.total + 5, participants: before.participants + 1 });
    const [stored] = await db.select().from(participantProgress).where(eq(participantProgress.userId, carol.id));
    expect(stored).toMatchObject({ firstWeight: 210, latestWeight: 205, poundsLost: 5, firstLogDate: '2026-04-01', lastLogDate: '2026-04-02' });
  });

  // Who may log for which account is decided by the call's guard (src/server/api/authorize.test.ts).
  it("logs for an organisation by its admin's hand", async () => {
    const before = await community();
    const logged = await logWeight({ db, actor: alice, input: { weight: 300, logDate: '2026-01-01', accountId: organizationId } });
    expect(logged.entry).toMatchObject({ accountId: organizationId, userId: alice.id });
    // Organisation logs do not count toward the personal community total.
    expect(await community()).toEqual(before);
  });

  it("shows the caller their own personal history, without an organisation's logs", async () => {
    const history = await listUserWeightLogs({ db, actor: bob });
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((entry) => entry.userId === bob.id && entry.accountId !== organizationId)).toBe(true);
  });
});
