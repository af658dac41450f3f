import 'server-only';
import { and, eq } from 'drizzle-orm';
import { personalGoalProgress } from '@/lib/progress/goal';
import { todayIn } from '@/lib/progress/series';
import { summarizeProgress } from '@/lib/progress/summary';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import { getCommunityProgress } from '@/server/community/get-community-progress';
import type { Db } from '@/server/db/client';
import { shareLinks, users, weightLogs } from '@/server/db/schema';
import { findGoal } from '@/server/goals/find-goal';

/** What a share page and its image show: live figures, read when asked (decision 0037). */
export type SharedProgress = {
  firstName: string;
  /** % of the way from the first weight to the goal; null without a goal or a weigh-in. */
  goalPercent: number | null;
  currentStreak: number;
  daysLogged: number;
  /** Only when the person ticked it, and only while it is a loss. */
  weightLost: number | null;
  community: { totalPoundsLost: number; participants: number; percent: number };
};

/**
 * The figures behind `/s/{id}`, or null for a link that does not exist (never made, revoked, or
 * its account deleted: the row goes with the account), so the page can show nothing personal.
 */
export async function getSharedProgress({ db, id }: { db: Db; id: string }): Promise<SharedProgress | null> {
  const [link] = await db
    .select({ userId: shareLinks.userId, includeWeight: shareLinks.includeWeight, timeZone: shareLinks.timeZone, firstName: users.firstName })
    .from(shareLinks)
    .innerJoin(users, eq(users.id, shareLinks.userId))
    .where(eq(shareLinks.id, id))
    .limit(1);
  if (!link) return null;
  const accountId = await findPersonalAccountId(db, link.userId);
  const [logs, goal, community] = await Promise.all([
    accountId
      ? db.select({ logDate: weightLogs.logDate, weight: weightLogs.weight }).from(weightLogs).where(and(eq(weightLogs.userId, link.userId), eq(weightLogs.accountId, accountId)))
      : Promise.resolve([]),
    accountId ? findGoal(db, accountId) : Promise.resolve(null),
    getCommunityProgress({ db }),
  ]);
  const summary = summarizeProgress(logs, todayIn(link.timeZone));
  const goalPercent =
    goal?.goalWeight != null && summary.start !== null && summary.latest !== null
      ? personalGoalProgress({ start: summary.start, current: summary.latest, goalWeight: goal.goalWeight }).percent
      : null;
  return {
    firstName: link.firstName,
    goalPercent,
    currentStreak: summary.currentStreak,
    daysLogged: summary.checkIns,
    weightLost: link.includeWeight && summary.totalLoss > 0 ? summary.totalLoss : null,
    community: { totalPoundsLost: community.totalPoundsLost, participants: community.participants, percent: community.percent },
  };
}
