import 'server-only';
import { sql } from 'drizzle-orm';
import { env } from '@/env';
import { addDays, latestDateOnEarth } from '@/lib/dates';
import { startContribution, stepContribution, type DatedWeight } from '@/lib/progress/contribution';
import { publishProgress, weeklyGroups, type WeekGroup } from '@/lib/progress/organization-figures';
import { summarizeOutcomes, type OutcomeSummary } from '@/lib/progress/organization-outcomes';
import type { OrganizationProgress } from '@/lib/schemas/organization-progress';
import { membershipVersionOf } from '@/server/accounts/list-org-admins';
import type { Executor } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

/** The trend's length: a quarter of a year, week by week. */
export const PROGRESS_WEEKS = 12;

const num = (value: string | number | null) => (value === null ? null : Number(value));

/** What a count gives: the sums before publishing. The goal is read and the small groups suppressed on every call. */
type Figures = { asOf: string; summary: OutcomeSummary; privateParticipants: number; weeks: WeekGroup[] };
type Counted = { asOf: string; version: string; members: ReadonlySet<string>; countedAt: number; figures: Figures };

/**
 * What this process counted (decision 0035, "Cost"): at 5,000 members a count reads their whole
 * personal histories (1.6 M rows at a year each), far over the 100 ms an admin's page may take, so
 * each organisation's figures are kept and reused while all of these hold:
 * - the same day on Earth (the weeks end today);
 * - the same newest membership version (list-org-admins.ts: any invitation, approval, removal
 *   or deleted membership on any instance changes it; two index probes);
 * - no weigh-in of one of its members changed through this process since the count
 *   (`organizationProgressChanged`, from refreshParticipantProgress);
 * - younger than ORGANIZATION_PROGRESS_MAX_AGE_SECONDS (60 s): a member's weigh-in through
 *   another instance shows within that time.
 * On globalThis, as the other caches a write must clear (ttl-cache.ts `shareAs`).
 */
type Memory = { counted: Map<string, Counted>; counting: Map<string, Promise<Counted>>; seq: number; recent: { seq: number; userId: string }[] };
const memory: Memory = ((globalThis as unknown as { __organizationProgress?: Memory }).__organizationProgress ??= { counted: new Map(), counting: new Map(), seq: 0, recent: [] });
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
 * The organisation's outcome figures (issue 17 point 2). Only active memberships count: a person
 * whose request to join still waits, or was declined, is not in any figure (decision 0035). Each
 * member's own (personal) weigh-ins are read: their first and latest weight and contribution
 * from participant_progress, their last day and the trend from their weight logs. The maths is
 * src/lib/progress/organization-outcomes.ts; what is published, with small groups suppressed as
 * the coalition's (`minGroupSize`), src/lib/progress/organization-figures.ts. The call's guard lets
 * in only the organisation's admins. The counts are kept per process as `memory` says (decision 0043).
 */
export async function getOrganizationProgress({
  db,
  accountId,
  minGroupSize,
  now = new Date(),
  maxAgeMs = env().organizationProgressMaxAgeMs,
}: {
  db: Executor;
  accountId: string;
  minGroupSize: number;
  now?: Date;
  maxAgeMs?: number;
}): Promise<OrganizationProgress> {
  const today = latestDateOnEarth(now);
  const [head] = rowsOf<{ version: string | null; target: string | null }>(
    await db.execute(sql`SELECT ${membershipVersionOf([accountId])}::text AS version, (SELECT target_weight_loss FROM goals WHERE account_id = ${accountId} LIMIT 1) AS target`),
  );
  const version = head?.version ?? '';
  const kept = memory.counted.get(accountId);
  const fresh = kept && kept.asOf === today && kept.version === version && now.getTime() - kept.countedAt < maxAgeMs ? kept : await countOnce(db, accountId, today, version, now, maxAgeMs);
  const { summary, privateParticipants, weeks } = fresh.figures;
  return { accountId, asOf: today, ...publishProgress({ summary, privateParticipants, weeks, targetWeightLoss: num(head?.target ?? null), minGroup: minGroupSize }) };
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

async function countFigures(db: Executor, accountId: string, today: string): Promise<{ figures: Figures; members: ReadonlySet<string> }> {
  const start = addDays(today, -(PROGRESS_WEEKS * 7 - 1));
  // One row a member: their first and latest weight and contribution (participant_progress) and
  // their personal history as one string, oldest first ("YYYY-MM-DD weight,…"): 5,000 rows, not
  // 1.6 M. The trend applies the community's rule (decision 0036) week by week: it needs each
  // member's history up to the last week, not only the weeks shown.
  const memberRows = rowsOf<{ user_id: string; share_weights: boolean; first_weight: string | null; latest_weight: string | null; pounds_lost: string | null; logs: string | null }>(
    await db.execute(sql`
      WITH members AS (
        SELECT ua.user_id, ua.share_weights, pa.id AS personal_id
        FROM user_accounts ua
        JOIN user_accounts pua ON pua.user_id = ua.user_id
        JOIN accounts pa ON pa.id = pua.account_id AND pa.type = 'personal'
        WHERE ua.account_id = ${accountId} AND ua.status = 'Active'
      )
      SELECT m.user_id, m.share_weights, pp.first_weight, pp.latest_weight, pp.pounds_lost,
        (SELECT string_agg(wl.log_date::text || ' ' || wl.weight::text, ',' ORDER BY wl.log_date)
           FROM weight_logs wl WHERE wl.user_id = m.user_id AND wl.account_id = m.personal_id AND wl.log_date <= ${today}::date) AS logs
      FROM members m LEFT JOIN participant_progress pp ON pp.user_id = m.user_id`),
  );
  const weekEnds = Array.from({ length: PROGRESS_WEEKS }, (_, week) => addDays(start, week * 7 + 6));
  const weeklyTenths = weekEnds.map(() => 0);
  const histories: { logs: DatedWeight[]; shared: boolean }[] = [];
  const members = memberRows.map((m) => {
    const logs = parseLogs(m.logs);
    if (logs.length > 0) histories.push({ logs, shared: m.share_weights });
    weeklyContributionTenths(logs, weekEnds).forEach((tenths, week) => (weeklyTenths[week]! += tenths));
    return { firstWeight: num(m.first_weight), latestWeight: num(m.latest_weight), lastLogDate: logs.at(-1)?.logDate ?? null, poundsLost: num(m.pounds_lost) };
  });
  const groups = weeklyGroups(histories, weekEnds);
  return {
    members: new Set(memberRows.map((m) => m.user_id)),
    figures: {
      asOf: today,
      summary: summarizeOutcomes(members, today),
      privateParticipants: memberRows.filter((m) => m.first_weight !== null && !m.share_weights).length,
      weeks: weekEnds.map((weekEnding, week) => ({ weekEnding, poundsLost: weeklyTenths[week]! / 10, ...groups[week]! })),
    },
  };
}

function parseLogs(joined: string | null): DatedWeight[] {
  if (!joined) return [];
  return joined.split(',').map((entry) => ({ logDate: entry.slice(0, 10), weight: Number(entry.slice(11)) }));
}

/**
 * A member's contribution (decision 0036), in tenths, at the end of each week (`weekEnds`, oldest
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
