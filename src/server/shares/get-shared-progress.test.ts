import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationFixture } from '../../../tests/support/test-database';
import { addDays } from '@/lib/dates';
import { personalGoalProgress } from '@/lib/progress/goal';
import { todayIn } from '@/lib/progress/series';
import { summarizeProgress } from '@/lib/progress/summary';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { participantProgress } from '@/server/db/schema';
import { setGoal } from '@/server/goals/set-goal';
import { listUserWeightLogs } from '@/server/weights/list-user-weight-logs';
import { logWeight } from '@/server/weights/log-weight';
import { createShare } from './create-share';
import { getSharedProgress } from './get-shared-progress';
import { revokeShare } from './revoke-share';

let db: Db;
let close: () => Promise<void>;
let alice: Actor;

beforeAll(async () => {
  ({ db, close, alice } = await createOrganizationFixture());
  const today = todayIn('UTC');
  // Eight days in a row up to 3 days ago (a rest day banked), one missed day, then yesterday and
  // today: a forgiving streak of 10 alive today, 10 days logged, 201 → 195 toward 181 (30%).
  const days = [...Array.from({ length: 8 }, (_, i) => addDays(today, -10 + i)), addDays(today, -1), today];
  const weights = [201, 200.5, 200, 199.6, 199, 198.4, 198, 197.5, 196, 195];
  for (const [i, logDate] of days.entries()) await logWeight({ db, actor: alice, input: { weight: weights[i]!, logDate } });
  await setGoal({ db, actor: alice, input: { goalWeight: 181 } });
});
afterAll(() => close());

/** The figures as the whole history gives them: what the stored ones must equal. */
async function fromWholeHistory(includeWeight: boolean) {
  const logs = await listUserWeightLogs({ db, actor: alice });
  const summary = summarizeProgress(logs, todayIn('UTC'));
  return {
    goalPercent: personalGoalProgress({ start: summary.start!, current: summary.latest!, goalWeight: 181 }).percent,
    currentStreak: summary.currentStreak,
    daysLogged: summary.checkIns,
    weightLost: includeWeight ? summary.totalLoss : null,
  };
}

describe('getSharedProgress', () => {
  it('gives from the stored progress the figures the whole history gives', async () => {
    const link = await createShare({ db, actor: alice, input: { includeWeight: true, timeZone: 'UTC' } });
    const shared = await getSharedProgress({ db, id: link.id });
    expect(shared).toMatchObject({ firstName: 'A', goalPercent: 30, currentStreak: 10, daysLogged: 10, weightLost: 6 });
    expect(shared).toMatchObject(await fromWholeHistory(true));
  });

  it('settles a person whose stored progress predates the kept streak once, then reads it', async () => {
    await db.update(participantProgress).set({ streakRun: null, streakBank: null, daysLogged: null }).where(eq(participantProgress.userId, alice.id));
    const link = await createShare({ db, actor: alice, input: { includeWeight: false, timeZone: 'UTC' } });
    expect(await getSharedProgress({ db, id: link.id })).toMatchObject(await fromWholeHistory(false));
    const [stored] = await db.select().from(participantProgress).where(eq(participantProgress.userId, alice.id));
    expect(stored).toMatchObject({ streakRun: 10, streakBank: 0, daysLogged: 10 });
  });

  it('is null once the link is revoked', async () => {
    const link = await createShare({ db, actor: alice, input: { includeWeight: false, timeZone: 'UTC' } });
    await revokeShare({ db, actor: alice, id: link.id });
    expect(await getSharedProgress({ db, id: link.id })).toBeNull();
  });
});
