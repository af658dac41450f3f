import 'server-only';
import { sql } from 'drizzle-orm';
import { addDays } from '@/lib/dates';
import { LOSS_THRESHOLDS, RETENTION_WEEKS, type OutcomeCounts } from '@/lib/progress/coalition-outcomes';
import type { Executor } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

/** One join week's counts, for everyone or for one organisation's active members. */
export type WeekCounts = { weekStarting: string; counts: OutcomeCounts };
export type CountsBase = {
  today: string;
  everyone: WeekCounts[];
  organizations: { accountId: string; name: string; cohorts: WeekCounts[] }[];
};

type CountRow = Record<string, string | number | null> & { week: string };
const n = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * The counts of src/lib/progress/coalition-outcomes.ts `countsOf`, added up by PostgreSQL per join
 * week: the same definitions, in SQL (the API test checks both against hand-computed figures).
 * Reads participant_progress only (one row a person, kept with every log change), never the logs.
 */
function countColumns(today: string) {
  const threshold = (percent: number, i: number) =>
    sql.raw(`count(*) FILTER (WHERE (pp.first_weight - pp.latest_weight) * 100 >= ${percent} * pp.first_weight) AS lost_${i}`);
  const eligible = (weeks: number, i: number) => sql`count(*) FILTER (WHERE ${today}::date - pp.first_log_date >= ${weeks * 7}) AS ${sql.raw(`eligible_${i}`)}`;
  const retained = (weeks: number, i: number) =>
    sql`count(*) FILTER (WHERE ${today}::date - pp.first_log_date >= ${weeks * 7} AND pp.last_log_date - pp.first_log_date >= ${weeks * 7}) AS ${sql.raw(`retained_${i}`)}`;
  return sql.join(
    [
      sql`to_char(date_trunc('week', pp.first_log_date::timestamp), 'YYYY-MM-DD') AS week`,
      sql`count(*) AS participants`,
      sql`count(*) FILTER (WHERE date_trunc('week', pp.first_log_date::timestamp) = date_trunc('week', ${today}::timestamp)) AS new_this_week`,
      sql`count(*) FILTER (WHERE pp.last_log_date >= ${addDays(today, -6)}::date) AS active_7`,
      sql`count(*) FILTER (WHERE pp.last_log_date >= ${addDays(today, -27)}::date) AS active_28`,
      sql`coalesce(sum(round(pp.pounds_lost * 10)), 0) AS pounds_tenths`,
      ...LOSS_THRESHOLDS.map(threshold),
      ...RETENTION_WEEKS.map(eligible),
      ...RETENTION_WEEKS.map(retained),
    ],
    sql`, `,
  );
}

function countsOfRow(row: CountRow): OutcomeCounts {
  return {
    participants: n(row.participants),
    newThisWeek: n(row.new_this_week),
    activeLast7Days: n(row.active_7),
    activeLast28Days: n(row.active_28),
    poundsLostTenths: n(row.pounds_tenths),
    lostAtLeast: LOSS_THRESHOLDS.map((_, i) => n(row[`lost_${i}`])),
    retentionEligible: RETENTION_WEEKS.map((_, i) => n(row[`eligible_${i}`])),
    retained: RETENTION_WEEKS.map((_, i) => n(row[`retained_${i}`])),
  };
}

/**
 * Two aggregate statements over participant_progress (everyone by join week; each organisation's
 * participants by join week) and the list of organisations. An organisation's participants are
 * those of its published progress, so an approval or a removal moves its row no
 * sooner than its own dashboard; one never published yet counts its active members. Their cost grows with the number of
 * participants (a sequential scan of a narrow table: ~100,000 rows in tens of milliseconds), so the
 * caller keeps the result for a minute.
 */
export async function readCountsBase(db: Executor, today: string): Promise<CountsBase> {
  const columns = countColumns(today);
  const everyone = rowsOf<CountRow>(
    await db.execute(sql`SELECT ${columns} FROM participant_progress pp WHERE pp.first_log_date IS NOT NULL GROUP BY 1 ORDER BY 1`),
  );
  const byOrganization = rowsOf<CountRow & { account_id: string }>(
    await db.execute(sql`
      WITH members AS (
        SELECT p.account_id, k.user_id::uuid AS user_id
        FROM organization_progress_publications p, jsonb_object_keys(p.fingerprints) AS k(user_id)
        UNION ALL
        SELECT ua.account_id, ua.user_id
        FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id AND a.type = 'organization'
        WHERE ua.status = 'Active' AND NOT EXISTS (SELECT 1 FROM organization_progress_publications p WHERE p.account_id = ua.account_id)
      )
      SELECT m.account_id, ${columns}
      FROM participant_progress pp
      JOIN members m ON m.user_id = pp.user_id
      WHERE pp.first_log_date IS NOT NULL
      GROUP BY m.account_id, 2 ORDER BY 2`),
  );
  const organizations = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`SELECT id, name FROM accounts WHERE type = 'organization' ORDER BY name, id`),
  );
  const cohortsOf = new Map<string, WeekCounts[]>();
  for (const row of byOrganization) {
    const list = cohortsOf.get(row.account_id) ?? [];
    list.push({ weekStarting: row.week, counts: countsOfRow(row) });
    cohortsOf.set(row.account_id, list);
  }
  return {
    today,
    everyone: everyone.map((row) => ({ weekStarting: row.week, counts: countsOfRow(row) })),
    organizations: organizations.map((o) => ({ accountId: o.id, name: o.name, cohorts: cohortsOf.get(o.id) ?? [] })),
  };
}
