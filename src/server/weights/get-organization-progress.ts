import 'server-only';
import { sql } from 'drizzle-orm';
import { addDays, latestDateOnEarth } from '@/lib/dates';
import type { DatedWeight } from '@/lib/progress/contribution';
import { publishProgress, weeklyGroups } from '@/lib/progress/organization-figures';
import { summarizeOutcomes, weeklyTotals } from '@/lib/progress/organization-outcomes';
import type { OrganizationProgress } from '@/lib/schemas/organization-progress';
import type { Executor } from '@/server/db/client';

/** The trend's length: a quarter of a year, week by week. */
export const PROGRESS_WEEKS = 12;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const num = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * The organisation's outcome figures (issue 17 point 2). Only active memberships count: a person
 * whose request to join still waits, or was declined, is not in any figure (decision 0035). Each
 * member's own (personal) weigh-ins are read: their first and latest weight and contribution
 * from participant_progress, their last day and the trend from their weight logs. The maths is
 * src/lib/progress/organization-outcomes.ts; what is published, with small groups suppressed as
 * the coalition's (`minGroupSize`), src/lib/progress/organization-figures.ts. The call's guard lets
 * in only the organisation's admins.
 */
export async function getOrganizationProgress({
  db,
  accountId,
  minGroupSize,
  now = new Date(),
}: {
  db: Executor;
  accountId: string;
  minGroupSize: number;
  now?: Date;
}): Promise<OrganizationProgress> {
  const today = latestDateOnEarth(now);
  const start = addDays(today, -(PROGRESS_WEEKS * 7 - 1));
  const members = sql`
    SELECT ua.user_id, ua.share_weights, pa.id AS personal_id
    FROM user_accounts ua
    JOIN user_accounts pua ON pua.user_id = ua.user_id
    JOIN accounts pa ON pa.id = pua.account_id AND pa.type = 'personal'
    WHERE ua.account_id = ${accountId} AND ua.status = 'Active'`;

  const memberRows = rowsOf<{ user_id: string; share_weights: boolean; first_weight: string | null; latest_weight: string | null; pounds_lost: string | null; last_log: string | null }>(
    await db.execute(sql`
      WITH members AS (${members})
      SELECT m.user_id, m.share_weights, pp.first_weight, pp.latest_weight, pp.pounds_lost,
        (SELECT max(wl.log_date)::text FROM weight_logs wl WHERE wl.user_id = m.user_id AND wl.account_id = m.personal_id AND wl.log_date <= ${today}::date) AS last_log
      FROM members m LEFT JOIN participant_progress pp ON pp.user_id = m.user_id`),
  );
  // The trend applies the community's rule (decision 0036) week by week: it needs each member's
  // history up to the last week, not only the weeks shown.
  const logRows = rowsOf<{ user_id: string; log_date: string; weight: string }>(
    await db.execute(sql`
      WITH members AS (${members})
      SELECT wl.user_id, wl.log_date::text AS log_date, wl.weight
      FROM weight_logs wl JOIN members m ON m.user_id = wl.user_id AND m.personal_id = wl.account_id
      WHERE wl.log_date <= ${today}::date`),
  );
  const [goal] = rowsOf<{ target: string | null }>(await db.execute(sql`SELECT target_weight_loss AS target FROM goals WHERE account_id = ${accountId} LIMIT 1`));

  const summary = summarizeOutcomes(
    memberRows.map((m) => ({ firstWeight: num(m.first_weight), latestWeight: num(m.latest_weight), lastLogDate: m.last_log, poundsLost: num(m.pounds_lost) })),
    today,
  );
  const logsByMember = new Map<string, DatedWeight[]>();
  for (const row of logRows) {
    const logs = logsByMember.get(row.user_id) ?? [];
    logs.push({ logDate: row.log_date, weight: Number(row.weight) });
    logsByMember.set(row.user_id, logs);
  }
  const weekEnds = Array.from({ length: PROGRESS_WEEKS }, (_, week) => addDays(start, week * 7 + 6));
  const totals = weeklyTotals([...logsByMember.values()], weekEnds);
  const shared = new Set(memberRows.filter((m) => m.share_weights).map((m) => m.user_id));
  const groups = weeklyGroups([...logsByMember].map(([userId, logs]) => ({ logs, shared: shared.has(userId) })), weekEnds);
  const privateParticipants = memberRows.filter((m) => m.first_weight !== null && !m.share_weights).length;
  return {
    accountId,
    asOf: today,
    ...publishProgress({
      summary,
      privateParticipants,
      weeks: weekEnds.map((weekEnding, week) => ({ weekEnding, poundsLost: totals[week]!, ...groups[week]! })),
      targetWeightLoss: num(goal?.target ?? null),
      minGroup: minGroupSize,
    }),
  };
}
