import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { env } from '@/env';
import { addDays } from '@/lib/dates';
import { startContribution, stepContribution, type DatedWeight } from '@/lib/progress/contribution';
import { publishProgress, weeklyGroups, type WeekGroup } from '@/lib/progress/organization-figures';
import { summarizeOutcomes } from '@/lib/progress/organization-outcomes';
import { trendAt } from '@/lib/progress/publication';
import { todayIn } from '@/lib/progress/series';
import type { OrganizationProgress } from '@/lib/schemas/organization-progress';
import { membershipVersionOf } from '@/server/accounts/list-org-admins';
import type { Executor } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { publishedProgress, type OrganizationCount, type Publication } from './organization-publication';

/** The trend's length: a quarter of a year, week by week. */
export const PROGRESS_WEEKS = 12;

const num = (value: string | number | null) => (value === null ? null : Number(value));

type Counted = { asOf: string; version: string; members: ReadonlySet<string>; countedAt: number; figures: OrganizationCount };

/**
 * What this process counted ("Cost"): at 5,000 members a count reads their whole
 * personal histories (1.6 M rows at a year each), far over the 100 ms an admin's page may take, so
 * each organisation's figures are kept and reused while all of these hold:
 * - the same day in the coalition's time zone (the weeks end today);
 * - the same newest membership version (list-org-admins.ts: any invitation, approval, removal
 *   or deleted membership on any instance changes it; two index probes);
 * - no weigh-in of one of its members changed through this process since the count
 *   (`organizationProgressChanged`, from refreshParticipantProgress);
 * - younger than ORGANIZATION_PROGRESS_MAX_AGE_SECONDS (60 s): a member's weigh-in through
 *   another instance shows within that time.
 * On globalThis, as the other caches a write must clear (ttl-cache.ts `shareAs`).
 */
type Memory = { counted: Map<string, Counted>; counting: Map<string, Promise<Counted>>; seq: number; recent: { seq: number; userId: string }[] };
const memory: Memory = ((globalThis as unknown as { __organizationProgress?: Memory }).__organizationProgress ??= {
  counted: new Map(),
  counting: new Map(),
  seq: 0,
  recent: [],
});
const MAX_KEPT = 64;
/** Changes remembered for counts in flight; a count that outlived more is not kept. */
const RECENT_CHANGES = 10_000;

/** A person's logs changed in this process: the organisations they belong to count again. */
export function organizationProgressChanged(userId: string): void {
  memory.seq += 1;
  memory.recent.push({ seq: memory.seq, userId });
  if (memory.recent.length > RECENT_CHANGES) memory.recent.shift();
  for (const [accountId, entry] of memory.counted) if (entry.members.has(userId)) memory.counted.delete(accountId);
}

/** Whether one of these people's logs changed in this process after change number `seq`. */
function changedSince(seq: number, members: ReadonlySet<string>): boolean {
  if (memory.seq === seq) return false;
  if ((memory.recent[0]?.seq ?? Infinity) > seq + 1) return true;
  return memory.recent.some((change) => change.seq > seq && members.has(change.userId));
}

/**
 * Whose progress, suppressed at what group size, dated in which zone's calendar (the coalition's:
 * one organisation's figures are the same for every admin reading them); `now` and the counts'
 * `maxAgeMs` for tests.
 */
type ProgressRequest = { db: Executor; accountId: string; minGroupSize: number; timeZone?: string; now?: Date; maxAgeMs?: number };

/** The ends of the 12 weeks that end on `asOf`, oldest first. */
function weekEndsTo(asOf: string): string[] {
  const start = addDays(asOf, -(PROGRESS_WEEKS * 7 - 1));
  return Array.from({ length: PROGRESS_WEEKS }, (_, week) => addDays(start, week * 7 + 6));
}

/**
 * The organisation's outcome figures, as last published: only active memberships
 * count, from each member's own (personal) weigh-ins. A count replaces the publication only when
 * enough private participants changed since (src/lib/progress/publication.ts), so no approval,
 * removal or read before and after shows one person. The maths is
 * src/lib/progress/organization-outcomes.ts; small groups are suppressed as the coalition's
 * (`minGroupSize`, src/lib/progress/organization-figures.ts), with the members sharing their
 * weights as they are now. The call's guard lets in only the organisation's admins. Counts are kept
 * per process as `memory` says.
 */
export async function getOrganizationProgress(request: ProgressRequest): Promise<OrganizationProgress> {
  const { accountId, minGroupSize } = request;
  const { publication, count, targetWeightLoss } = await organizationPublication(request);
  const { privateNow, weeks } = publishedGroups(publication, count);
  return {
    accountId,
    asOf: publication.asOf,
    timeZone: request.timeZone ?? env().coalitionTimeZone,
    ...publishProgress({
      // The member count is live: the admins list every member anyway.
      summary: { ...publication.figures.summary, members: count.summary.members },
      privateParticipants: privateNow,
      weeks,
      targetWeightLoss,
      minGroup: minGroupSize,
    }),
  };
}

/** What publishedGroups found for a count, by publication: thousands of participants are walked once, not on every call. */
const groupsOf = new WeakMap<OrganizationCount, { publication: Publication; privateNow: number; weeks: WeekGroup[] }>();

/**
 * The publication's participants who keep their weights private now, and its weekly totals with
 * who they are about. A past total is about those who weighed in then; how many of them keep
 * their weights private now is not stored, so the fewer of then and now is taken (both hide a
 * small rest).
 */
function publishedGroups(publication: Publication, count: OrganizationCount): { privateNow: number; weeks: WeekGroup[] } {
  const kept = groupsOf.get(count);
  if (kept?.publication === publication) return kept;
  const privateNow = Object.keys(publication.fingerprints).filter((id) => !count.sharing.has(id)).length;
  const weeks = trendAt(publication.trend, weekEndsTo(publication.asOf)).map((week) => ({
    ...week,
    privateParticipants: Math.min(week.privateParticipants, privateNow),
  }));
  const found = { publication, privateNow, weeks };
  groupsOf.set(count, found);
  return found;
}

/**
 * The organisation's publication after comparing it with a count of today (kept per process as
 * `memory` says), the count itself and the organisation's target loss. The team standings read
 * their scores from it too, so no figure of an organisation moves one person at a time.
 */
export async function organizationPublication({
  db,
  accountId,
  minGroupSize,
  now = new Date(),
  timeZone = env().coalitionTimeZone,
  maxAgeMs = env().organizationProgressMaxAgeMs,
}: ProgressRequest): Promise<{ publication: Publication; count: OrganizationCount; targetWeightLoss: number | null }> {
  const today = todayIn(timeZone, now);
  const [head] = rowsOf<{ version: string | null; target: string | null; revision: number | null }>(
    await db.execute(sql`SELECT ${membershipVersionOf([accountId])}::text AS version,
      (SELECT target_weight_loss FROM goals WHERE account_id = ${accountId} LIMIT 1) AS target,
      (SELECT revision FROM organization_progress_publications WHERE account_id = ${accountId}) AS revision`),
  );
  const version = head?.version ?? '';
  const kept = memory.counted.get(accountId);
  const fresh =
    kept && kept.asOf === today && kept.version === version && now.getTime() - kept.countedAt < maxAgeMs
      ? kept
      : await countOnce(db, accountId, today, version, now, maxAgeMs);
  const count = fresh.figures;
  const publication = await publishedProgress({ db, accountId, revision: head?.revision ?? null, count, minGroup: minGroupSize });
  return { publication, count, targetWeightLoss: num(head?.target ?? null) };
}

/** One count at a time per organisation, version and day: callers arriving meanwhile share it. */
function countOnce(db: Executor, accountId: string, today: string, version: string, now: Date, maxAgeMs: number): Promise<Counted> {
  const key = `${accountId}|${version}|${today}`;
  const running = memory.counting.get(key);
  if (running) return running;
  const seq = memory.seq;
  const counting = countFigures(db, accountId, today).then(
    ({ figures, members }) => {
      memory.counting.delete(key);
      const counted = { asOf: today, version, members, countedAt: now.getTime(), figures };
      if (maxAgeMs > 0 && !changedSince(seq, members)) {
        memory.counted.delete(accountId);
        if (memory.counted.size >= MAX_KEPT) memory.counted.delete(memory.counted.keys().next().value as string);
        memory.counted.set(accountId, counted);
      }
      return counted;
    },
    (error: unknown) => {
      memory.counting.delete(key);
      throw error;
    },
  );
  memory.counting.set(key, counting);
  return counting;
}

const ADMIN_ROLES = new Set(['Admin', 'OrganizationAdmin']);
/** A digest of everything a member's figures are counted from: their history and stored progress. */
const fingerprintOf = (m: { logs: string | null; first_weight: string | null; latest_weight: string | null; pounds_lost: string | null }) =>
  createHash('sha256').update(`${m.logs}|${m.first_weight}|${m.latest_weight}|${m.pounds_lost}`).digest('base64url').slice(0, 16);

async function countFigures(db: Executor, accountId: string, today: string): Promise<{ figures: OrganizationCount; members: ReadonlySet<string> }> {
  // One row a member: their first and latest weight and contribution (participant_progress) and
  // their personal history as one string, oldest first ("YYYY-MM-DD weight,…"): 5,000 rows, not
  // 1.6 M. The trend applies the community's rule week by week: it needs each
  // member's history up to the last week, not only the weeks shown.
  const memberRows = rowsOf<{
    user_id: string;
    role: string;
    share_weights: boolean;
    first_weight: string | null;
    latest_weight: string | null;
    pounds_lost: string | null;
    logs: string | null;
  }>(
    await db.execute(sql`
      WITH members AS (
        SELECT ua.user_id, ua.role, ua.share_weights, pa.id AS personal_id
        FROM user_accounts ua
        JOIN user_accounts pua ON pua.user_id = ua.user_id
        JOIN accounts pa ON pa.id = pua.account_id AND pa.type = 'personal'
        WHERE ua.account_id = ${accountId} AND ua.status = 'Active'
      )
      SELECT m.user_id, m.role, m.share_weights, pp.first_weight, pp.latest_weight, pp.pounds_lost,
        (SELECT string_agg(wl.log_date::text || ' ' || wl.weight::text, ',' ORDER BY wl.log_date)
           FROM weight_logs wl WHERE wl.user_id = m.user_id AND wl.account_id = m.personal_id AND wl.log_date <= ${today}::date) AS logs
      FROM members m LEFT JOIN participant_progress pp ON pp.user_id = m.user_id`),
  );
  const weekEnds = weekEndsTo(today);
  const weeklyTenths = weekEnds.map(() => 0);
  const histories: { logs: DatedWeight[]; shared: boolean }[] = [];
  const members = memberRows.map((m) => {
    const logs = parseLogs(m.logs);
    if (logs.length > 0) histories.push({ logs, shared: m.share_weights });
    weeklyContributionTenths(logs, weekEnds).forEach((tenths, week) => (weeklyTenths[week]! += tenths));
    const plausible = plausibleWeights(logs);
    return {
      firstWeight: plausible?.first ?? num(m.first_weight),
      latestWeight: plausible?.latest ?? num(m.latest_weight),
      lastLogDate: logs.at(-1)?.logDate ?? null,
      poundsLost: num(m.pounds_lost),
    };
  });
  const groups = weeklyGroups(histories, weekEnds);
  const sharing = new Set(memberRows.filter((m) => m.share_weights).map((m) => m.user_id));
  return {
    members: new Set(memberRows.map((m) => m.user_id)),
    figures: {
      asOf: today,
      summary: summarizeOutcomes(members, today),
      privateParticipants: memberRows.filter((m) => m.first_weight !== null && !m.share_weights).length,
      weeks: weekEnds.map((weekEnding, week) => ({ weekEnding, poundsLost: weeklyTenths[week]! / 10, ...groups[week]! })),
      fingerprints: Object.fromEntries(memberRows.filter((m) => m.logs || m.first_weight !== null).map((m) => [m.user_id, fingerprintOf(m)])),
      known: new Set([...sharing, ...memberRows.filter((m) => ADMIN_ROLES.has(m.role)).map((m) => m.user_id)]),
      sharing,
    },
  };
}

/**
 * A member's starting and latest weight as the community's rule counts them: the
 * latest weigh-in a body could have reached, and the start its counted change is measured from.
 * So one typo (910 for 190) cannot make an organisation's average read −355 %.
 */
export function plausibleWeights(logs: readonly DatedWeight[]): { first: number; latest: number } | null {
  const walk = startContribution();
  for (const log of logs) stepContribution(walk, log);
  if (!walk.accepted) return null;
  return { first: (Math.round(walk.accepted.weight * 10) + walk.tenths) / 10, latest: walk.accepted.weight };
}

function parseLogs(joined: string | null): DatedWeight[] {
  if (!joined) return [];
  return joined.split(',').map((entry) => ({ logDate: entry.slice(0, 10), weight: Number(entry.slice(11)) }));
}

/**
 * A member's contribution, in tenths, at the end of each week (`weekEnds`, oldest
 * first), from their logs oldest first, in one pass: the steps of `contributionOf` over the logs
 * up to each week's end, never below zero. The same numbers as `weeklyTotals`
 * (src/lib/progress/organization-outcomes.ts), which runs `contributionOf` once per week and
 * member (20 M plausibility checks at 5,000 members with a year each, tens of seconds); the unit
 * test compares the two on random histories with typos.
 */
export function weeklyContributionTenths(logs: readonly DatedWeight[], weekEnds: readonly string[]): number[] {
  const walk = startContribution();
  let next = 0;
  return weekEnds.map((weekEnd) => {
    for (; next < logs.length && logs[next]!.logDate <= weekEnd; next += 1) stepContribution(walk, logs[next]!);
    return Math.max(0, walk.tenths);
  });
}
