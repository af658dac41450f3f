import 'server-only';
import { createHash } from 'node:crypto';
import { personalGoalProgress } from '@/lib/progress/goal';
import { round1, todayIn } from '@/lib/progress/series';
import { currentStreakFrom } from '@/lib/progress/streaks';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import { ttlCache } from '@/server/cache/ttl-cache';
import { getCommunityProgress } from '@/server/community/get-community-progress';
import type { Db } from '@/server/db/client';
import { eq, sql } from 'drizzle-orm';
import { participantProgress, shareLinks, users } from '@/server/db/schema';
import { preparedOn } from '@/server/db/statement';
import { settleParticipant } from '@/server/weights/participant-progress';

/** What a share page and its image show: live figures, read when asked. */
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

type LinkRow = {
  userId: string;
  firstName: string;
  includeWeight: boolean;
  timeZone: string;
  /** Null without a personal weigh-in (no stored progress). */
  firstWeight: number | null;
  latestWeight: number | null;
  lastLogDate: string | null;
  /** Null on stored progress settled before these were kept. */
  streakRun: number | null;
  streakBank: number | null;
  daysLogged: number | null;
  goalWeight: number | null;
};

/**
 * The link and everything its figures need, in one read by primary keys: the user, their stored
 * progress (where the streak stands and the days logged, kept with every change of
 * the logs) and the goal of their personal account. No row: the link does not exist.
 */
const readLinkOn = preparedOn((executor) =>
  executor
    .select({
      userId: shareLinks.userId,
      firstName: users.firstName,
      includeWeight: shareLinks.includeWeight,
      timeZone: shareLinks.timeZone,
      firstWeight: participantProgress.firstWeight,
      latestWeight: participantProgress.latestWeight,
      lastLogDate: participantProgress.lastLogDate,
      streakRun: participantProgress.streakRun,
      streakBank: participantProgress.streakBank,
      daysLogged: participantProgress.daysLogged,
      goalWeight: sql<number | null>`(SELECT g.goal_weight::float8 FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id AND a.type = 'personal'
        JOIN goals g ON g.account_id = a.id WHERE ua.user_id = share_links.user_id LIMIT 1)`,
    })
    .from(shareLinks)
    .innerJoin(users, eq(users.id, shareLinks.userId))
    .leftJoin(participantProgress, eq(participantProgress.userId, shareLinks.userId))
    .where(eq(shareLinks.id, sql.placeholder('id')))
    .prepare('share-link-figures'),
);
const readLink = (db: Db, id: string): Promise<LinkRow[]> => readLinkOn(db).execute({ id });

/**
 * The community's figures on a share may be this old. They change with anyone's weigh-in, and
 * each change is a new card to draw for every link viewed: a minute bounds that to one card per
 * link and language a minute, while the person's own figures show at once.
 */
export const SHARED_COMMUNITY_MAX_AGE_MS = 60_000;
const communitySnapshot = ttlCache<'community', SharedProgress['community']>({ ttlMs: SHARED_COMMUNITY_MAX_AGE_MS, maxEntries: 1 });

async function communityFigures(db: Db): Promise<SharedProgress['community']> {
  const kept = communitySnapshot.get('community');
  if (kept) return kept;
  const { totalPoundsLost, participants, percent } = await getCommunityProgress({ db });
  const figures = { totalPoundsLost, participants, percent };
  communitySnapshot.set('community', figures);
  return figures;
}

/** Stored progress from before the streak and days were kept: settled once, from the history, like any change. */
async function settledOnce(db: Db, id: string, link: LinkRow): Promise<LinkRow | null> {
  const accountId = await findPersonalAccountId(db, link.userId);
  // 'changed' means another change settled meanwhile, which wrote the figures too.
  if (accountId) await settleParticipant(db, link.userId, accountId);
  const [again] = await readLink(db, id);
  return again ?? null;
}

/**
 * The figures behind `/s/{id}`, or null for a link that does not exist (never made, revoked, or
 * its account deleted: the row goes with the account), so the page can show nothing personal.
 * A bounded read whatever the length of the person's history.
 */
export async function getSharedProgress({ db, id }: { db: Db; id: string }): Promise<SharedProgress | null> {
  const [read, community] = await Promise.all([readLink(db, id), communityFigures(db)]);
  let link = read[0];
  if (link && link.firstWeight !== null && link.streakRun === null) link = (await settledOnce(db, id, link)) ?? undefined;
  if (!link) return null;
  const { firstWeight: start, latestWeight: latest, lastLogDate, streakRun, streakBank } = link;
  const today = todayIn(link.timeZone);
  const totalLoss = start !== null && latest !== null ? round1(start - latest) : 0;
  return {
    firstName: link.firstName,
    goalPercent:
      link.goalWeight !== null && start !== null && latest !== null
        ? personalGoalProgress({ start, current: latest, goalWeight: link.goalWeight }).percent
        : null,
    currentStreak: lastLogDate !== null && streakRun !== null ? currentStreakFrom({ lastDate: lastLogDate, run: streakRun, bank: streakBank ?? 0 }, today) : 0,
    daysLogged: link.daysLogged ?? 0,
    weightLost: link.includeWeight && totalLoss > 0 ? totalLoss : null,
    community,
  };
}

/**
 * A version of what a link shows in one language: the same figures give the same tag in every
 * process, so an `ETag` from one instance is recognised by another, and any change of a figure
 * (a weigh-in, a new goal, a day passing, the community total once its minute is over) gives a
 * new one.
 */
export function sharedProgressVersion(progress: SharedProgress, locale: string, design: string): string {
  return createHash('sha256')
    .update(JSON.stringify([progress, locale, design]))
    .digest('base64url')
    .slice(0, 22);
}
