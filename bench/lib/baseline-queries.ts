import { createHash } from 'node:crypto';
import { addDays } from '@/lib/dates';
import { figureAbout, LOSS_THRESHOLDS, RETENTION_WEEKS, weekStarting, type OutcomeCounts } from '@/lib/progress/coalition-outcomes';
import { byLogDate, contributionOf, type DatedWeight } from '@/lib/progress/contribution';
import { weeklyGroups } from '@/lib/progress/organization-figures';
import { summarizeOutcomes } from '@/lib/progress/organization-outcomes';
import { nextTrend, type Fingerprints, type Trend } from '@/lib/progress/publication';
import { streakEnd } from '@/lib/progress/streaks';
import type { OrgMember } from '@/lib/schemas/accounts';
import { COMMUNITY_GOAL_LBS } from '@/lib/schemas/bounds';
import type { CommunityWeek } from '@/lib/schemas/coalition';
import type { CommunityProgress } from '@/lib/schemas/community';
import type { DisplayUnit } from '@/lib/units/weight-units';
import { toOrgMember } from '@/server/accounts/membership-queries';
import type { CountsBase, WeekCounts } from '@/server/coalition/outcome-counts';
import type { PublishedCount } from '@/server/db/schema';
import type { MilestoneRow } from '@/server/milestones/milestone-dto';
import { milestonesToRecord } from '@/server/milestones/record-milestones';
import { PROGRESS_WEEKS, plausibleWeights, weeklyContributionTenths } from '@/server/weights/get-organization-progress';
import type { OrganizationCount, Publication } from '@/server/weights/organization-publication';
import { communitySlotOf, type LoggedRow } from '@/server/weights/participant-progress';
import type { BenchDatabase, Query } from './database';

/*
 * What the floor (bench/lib/baseline.ts) asks the database for each call, with no state: the
 * app's statements, as its services write them or, where they use drizzle's query builder, as
 * drizzle writes them, and their rows made into the app's values with the app's own arithmetic.
 * Where drizzle reads a row as an array, the floor names the columns (`AS …`): it reads objects.
 * A `date` is read `::text` where the app keeps it a string: node-postgres would make it a Date.
 */

const num = (value: string | number | null) => (value === null ? null : Number(value));
/** A history as PostgreSQL joins it, oldest first ("YYYY-MM-DD weight,…"). */
const parseLogs = (joined: string | null): DatedWeight[] =>
  joined ? joined.split(',').map((entry) => ({ logDate: entry.slice(0, 10), weight: Number(entry.slice(11)) })) : [];

/** findPersonalAccountId (src/server/accounts/permissions.ts): [userId, 'personal', 1]. */
const PERSONAL_ACCOUNT_SQL = `select "accounts"."id" from "user_accounts" inner join "accounts" on "accounts"."id" = "user_accounts"."account_id" where ("user_accounts"."user_id" = $1 and "accounts"."type" = $2) limit $3`;

export async function readPersonalAccount(db: BenchDatabase, userId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(PERSONAL_ACCOUNT_SQL, [userId, 'personal', 1]);
  return row?.id ?? null;
}

/** listUserWeightLogsJson (src/server/weights/list-user-weight-logs.ts): [userId, personal account id]. */
const USER_LOGS_SQL = `SELECT coalesce(json_agg(json_build_object(
    'id', id, 'userId', user_id, 'accountId', account_id, 'weight', weight, 'logDate', log_date,
    'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) ORDER BY log_date DESC), '[]')::text AS body
  FROM weight_logs WHERE user_id = $1 AND account_id = $2`;

/** The person's personal history as the answer's JSON text, which PostgreSQL writes. */
export async function readUserLogsJson(db: BenchDatabase, userId: string, personalAccountId: string): Promise<string> {
  const [row] = await db.query<{ body: string }>(USER_LOGS_SQL, [userId, personalAccountId]);
  return row?.body ?? '[]';
}

const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** loadUserDetailsJson (src/server/users/get-user.ts): [now (ISO), userId]. */
const USER_DETAILS_SQL = `
    SELECT (jsonb_build_object(
      'id', u.id, 'email', u.email, 'firstName', u.first_name, 'lastName', u.last_name, 'directoryManaged', u.directory_managed,
      'coalitionAdmin', u.coalition_admin, 'emailSignIn', u.password_hash IS NOT NULL,
      'displayUnit', u.display_unit, 'heightCm', u.height_cm::float8,
      'organisation', (
        SELECT jsonb_build_object('accountId', a.id, 'accountName', a.name)
        FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
        WHERE ua.user_id = u.id AND a.type = 'organization' AND ua.role = 'User' AND ua.invited_by IS NULL AND ua.invitation_date IS NULL
          AND ua.status NOT IN ('Requested', 'Declined')
        ORDER BY ua.created_at LIMIT 1),
      'joinRequest', (
        SELECT jsonb_build_object('accountId', a.id, 'accountName', a.name, 'userId', ua.user_id,
          'status', CASE ua.status WHEN 'Requested' THEN 'Requested' WHEN 'Declined' THEN 'Declined' ELSE 'Approved' END,
          'requestedAt', ${instant('ua.created_at')}, 'decidedAt', ${instant('ua.decided_at')})
        FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
        WHERE ua.user_id = u.id AND a.type = 'organization' AND ua.role = 'User' AND ua.invited_by IS NULL AND ua.invitation_date IS NULL
          AND (ua.status IN ('Requested', 'Declined') OR ua.decided_at IS NOT NULL)
        ORDER BY ua.updated_at DESC LIMIT 1),
      'accounts', coalesce((
        SELECT jsonb_agg(jsonb_build_object(
          'id', ua.id, 'accountId', a.id, 'accountName', a.name, 'accountType', a.type, 'role', ua.role,
          'isPrimary', ua.is_primary, 'invitationDate', ${instant('ua.invitation_date')}, 'userId', ua.user_id,
          'shareWeights', ua.share_weights
        ) ORDER BY a.type, a.name)
        FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
        WHERE ua.user_id = u.id AND ua.status = 'Active'), '[]'::jsonb)
    ) || coalesce((
      SELECT jsonb_build_object('pendingEmail', t.email)
      FROM email_tokens t
      WHERE t.user_id = u.id AND t.purpose = 'change_email' AND t.used_at IS NULL AND t.expires_at > $1::timestamptz
      ORDER BY t.created_at DESC LIMIT 1), '{}'::jsonb))::text AS body
    FROM users u WHERE u.id = $2
  `;

/** The user's details as the answer's JSON text; null for no such user. `now` is the app's clock for the pending email. */
export async function readUserDetailsJson(db: BenchDatabase, userId: string): Promise<string | null> {
  const [row] = await db.query<{ body: string }>(USER_DETAILS_SQL, [new Date().toISOString(), userId]);
  return row?.body ?? null;
}

/** lockParticipantRow (src/server/weights/participant-progress.ts): [userId]. */
const LOCK_PARTICIPANT_SQL = `SELECT id FROM users WHERE id = $1::uuid FOR NO KEY UPDATE`;

export async function lockParticipant(query: Query, userId: string): Promise<void> {
  await query(LOCK_PARTICIPANT_SQL, [userId]);
}

/** The weigh-in's read, `participant-state` (participant-progress.ts): [personal account id, the same, userId]. */
const PARTICIPANT_STATE_SQL = `select "logs_version", "display_unit", (SELECT coalesce(json_agg(json_build_array(log_date, weight) ORDER BY log_date), '[]'::json)
        FROM weight_logs WHERE user_id = users.id AND account_id = $1::uuid) AS history, (SELECT pounds_lost::float8 FROM participant_progress WHERE user_id = users.id) AS stored_lost, (SELECT goal_weight::float8 FROM goals WHERE account_id = $2::uuid) AS goal_weight, (SELECT coalesce(json_agg(json_build_array(amount, unit)), '[]'::json)
        FROM milestones WHERE user_id = users.id AND unit IS NOT NULL AND amount IS NOT NULL) AS celebrated from "users" where "users"."id" = $3`;

/**
 * The weigh-in's write, `participant-apply` (participant-progress.ts), with its 22 values in
 * settleParticipant's order: no row when the person's logs changed since the read.
 */
const PARTICIPANT_APPLY_SQL = `with "bumped" as (UPDATE users SET logs_version = logs_version + 1 WHERE id = $1::uuid AND logs_version = $2::int RETURNING id), "logged" as (INSERT INTO weight_logs (user_id, account_id, weight, log_date)
     SELECT id, $3::uuid, $4::numeric, $5::date FROM bumped WHERE $6::uuid IS NOT NULL
     ON CONFLICT (user_id, account_id, log_date) DO UPDATE SET weight = excluded.weight, updated_at = now()
     RETURNING json_build_object('id', id, 'userId', user_id, 'accountId', account_id, 'weight', weight, 'logDate', log_date,
       'createdAt', created_at, 'updatedAt', updated_at, 'inserted', xmax = 0) AS row), "progress" as (INSERT INTO participant_progress (user_id, first_weight, latest_weight, pounds_lost, first_log_date, last_log_date, streak_run, streak_bank, days_logged)
     SELECT id, $7::numeric, $8::numeric, $9::numeric, $10::date,
       $11::date, $12::int, $13::int, $14::int
     FROM bumped WHERE $15::numeric IS NOT NULL
     ON CONFLICT (user_id) DO UPDATE SET first_weight = excluded.first_weight, latest_weight = excluded.latest_weight,
       pounds_lost = excluded.pounds_lost, first_log_date = excluded.first_log_date, last_log_date = excluded.last_log_date,
       streak_run = excluded.streak_run, streak_bank = excluded.streak_bank, days_logged = excluded.days_logged, updated_at = now()), "emptied" as (DELETE FROM participant_progress WHERE user_id = (SELECT id FROM bumped) AND $16::numeric IS NULL), "total" as (INSERT INTO community_progress (id, total_pounds_lost, participants)
     SELECT $17::int, $18::numeric, $19::int FROM bumped
     WHERE $20::numeric <> 0 OR $21::int <> 0
     ON CONFLICT (id) DO UPDATE SET total_pounds_lost = community_progress.total_pounds_lost + excluded.total_pounds_lost,
       participants = community_progress.participants + excluded.participants, updated_at = now()), "earned" as (INSERT INTO milestones (user_id, key, kind, amount, unit, earned_on)
     SELECT bumped.id, m.key, m.kind, m.amount, m.unit, m.earned_on
       FROM bumped, json_to_recordset($22::text::json) AS m(key text, kind text, amount numeric, unit text, earned_on date)
     ON CONFLICT (user_id, key) DO NOTHING
     RETURNING json_build_object('id', id, 'kind', kind, 'amount', amount, 'unit', unit, 'earnedOn', earned_on, 'createdAt', created_at) AS row) select (SELECT row FROM logged) AS logged, coalesce((SELECT json_agg(row) FROM earned), '[]'::json) AS earned from "bumped"`;

type PersonalState = {
  logs_version: number;
  display_unit: DisplayUnit;
  history: [string, number][];
  stored_lost: number | null;
  goal_weight: number | null;
  celebrated: [number, DisplayUnit][];
};

/** What a weigh-in wrote: its log, the milestones it recorded, and whether the community total moved. */
export type WeighIn = { logged: LoggedRow | null; earned: MilestoneRow[]; totalMoved: boolean };

/**
 * settleParticipant for a personal weigh-in that records milestones: the read, the app's
 * arithmetic (contribution, streak, milestones), the write. Null when the person's logs changed
 * between the read and the write: nothing was written.
 */
export async function settleWeighIn(query: Query, userId: string, personalAccountId: string, log: DatedWeight): Promise<WeighIn | null> {
  const [state] = await query<PersonalState>(PARTICIPANT_STATE_SQL, [personalAccountId, personalAccountId, userId]);
  if (!state) throw new Error(`No user ${userId}`);
  const history = state.history.map(([logDate, weight]) => ({ logDate, weight }));
  const logs = [...history.filter((entry) => entry.logDate !== log.logDate), log].sort(byLogDate);
  const first = logs[0]!;
  const latest = logs.at(-1)!;
  const streak = streakEnd(logs.map((entry) => entry.logDate));
  const before = state.stored_lost;
  const lostNow = contributionOf(logs);
  const lostDelta = Math.round((lostNow - (before ?? 0)) * 10) / 10;
  const participantDelta = 1 - (before !== null ? 1 : 0);
  const recorded = state.celebrated.map(([amount, unit]) => ({ amount, unit }));
  const earned = milestonesToRecord({ logs, unit: state.display_unit, goalWeight: state.goal_weight, recorded });
  const milestones = JSON.stringify(earned.map((m) => ({ key: m.key, kind: m.kind, amount: m.amount, unit: m.unit, earned_on: m.earnedOn })));
  const [written] = await query<{ logged: LoggedRow | null; earned: MilestoneRow[] }>(PARTICIPANT_APPLY_SQL, [
    userId,
    state.logs_version,
    personalAccountId,
    log.weight,
    log.logDate,
    personalAccountId,
    first.weight,
    latest.weight,
    lostNow,
    first.logDate,
    latest.logDate,
    streak?.run ?? null,
    streak?.bank ?? null,
    logs.length,
    first.weight,
    first.weight,
    communitySlotOf(userId),
    lostDelta,
    participantDelta,
    lostDelta,
    participantDelta,
    milestones,
  ]);
  return written ? { ...written, totalMoved: lostDelta !== 0 || participantDelta !== 0 } : null;
}

/** sumCommunityProgress (src/server/community/get-community-progress.ts). */
const COMMUNITY_SUM_SQL = `select sum("total_pounds_lost") AS total, sum("participants") AS participants, max("updated_at") AS updated_at from "community_progress"`;

export async function readCommunityProgress(db: BenchDatabase): Promise<CommunityProgress> {
  const [row] = await db.query<{ total: string | null; participants: string | null; updated_at: Date | null }>(COMMUNITY_SUM_SQL);
  const totalPoundsLost = Math.max(0, Number(row?.total ?? 0));
  return {
    totalPoundsLost,
    goalPounds: COMMUNITY_GOAL_LBS,
    percent: Math.min(100, Math.round((totalPoundsLost / COMMUNITY_GOAL_LBS) * 1_000_000) / 10_000),
    participants: Number(row?.participants ?? 0),
    updatedAt: row?.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}

/**
 * membershipVersionOf (src/server/accounts/list-org-admins.ts) for `count` organisations, their
 * ids from `$first` on, each given twice (two index probes each).
 */
function membershipVersionSql(count: number, first = 1): string {
  const newest = (table: string, at: number) =>
    `(select "${table}"."version" from "${table}" where "${table}"."account_id" = $${at} order by "${table}"."version" desc limit 1)`;
  const probes = Array.from({ length: count }, (_, i) => [newest('user_accounts', first + 2 * i), newest('membership_tombstones', first + 2 * i + 1)]);
  return `greatest(${probes.flat().join(', ')})`;
}

/** The sorted member list of listOrgAdmins (orgMemberColumns): the ids, then 'Removed', 'Declined'. */
function orgMembersSql(count: number): string {
  const ids = Array.from({ length: count }, (_, i) => `$${i + 1}`).join(', ');
  return `select "user_accounts"."user_id", "accounts"."id", "accounts"."name", "users"."email", "users"."first_name", "users"."last_name", "user_accounts"."role", "user_accounts"."status", "user_accounts"."invitation_date", "user_accounts"."created_at" from "user_accounts" inner join "accounts" on "accounts"."id" = "user_accounts"."account_id" inner join "users" on "users"."id" = "user_accounts"."user_id" where ("user_accounts"."account_id" in (${ids}) and "user_accounts"."status" not in ($${count + 1}, $${count + 2})) order by "accounts"."name" asc, "users"."email" asc, "user_accounts"."account_id" asc`;
}

/** The newest membership version of these organisations ('' for none). */
export async function readMembershipVersion(db: BenchDatabase, accountIds: string[]): Promise<string> {
  const [row] = await db.query<{ version: string | null }>(
    `select ${membershipVersionSql(accountIds.length)}::text as version`,
    accountIds.flatMap((id) => [id, id]),
  );
  return row?.version ?? '';
}

type OrgMemberRow = {
  user_id: string;
  id: string;
  name: string;
  email: string;
  first_name: string;
  last_name: string;
  role: OrgMember['role'];
  status: OrgMember['status'];
  invitation_date: Date | null;
  created_at: Date;
};

/** Everyone listOrgAdmins lists, by organisation name then email. */
export async function readOrgMembers(db: BenchDatabase, accountIds: string[]): Promise<OrgMember[]> {
  const rows = await db.query<OrgMemberRow>(orgMembersSql(accountIds.length), [...accountIds, 'Removed', 'Declined']);
  return rows.map((r) =>
    toOrgMember({
      userId: r.user_id,
      accountId: r.id,
      accountName: r.name,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      role: r.role,
      status: r.status,
      invitationDate: r.invitation_date,
      createdAt: r.created_at,
    }),
  );
}

/** organizationPublication's first read (get-organization-progress.ts): the account id four times. */
const ORGANIZATION_HEAD_SQL = `SELECT ${membershipVersionSql(1)}::text AS version,
      (SELECT target_weight_loss FROM goals WHERE account_id = $3 LIMIT 1) AS target,
      (SELECT revision FROM organization_progress_publications WHERE account_id = $4) AS revision`;

/** The membership version, the target loss and the publication's revision, read on every call. */
export async function readOrganizationHead(db: BenchDatabase, accountId: string) {
  const [row] = await db.query<{ version: string | null; target: string | null; revision: number | null }>(ORGANIZATION_HEAD_SQL, [
    accountId,
    accountId,
    accountId,
    accountId,
  ]);
  return { version: row?.version ?? '', targetWeightLoss: num(row?.target ?? null), revision: row?.revision ?? null };
}

/** countFigures's one row a member (get-organization-progress.ts): [account id, today]. */
const ORGANIZATION_MEMBERS_SQL = `
      WITH members AS (
        SELECT ua.user_id, ua.role, ua.share_weights, pa.id AS personal_id
        FROM user_accounts ua
        JOIN user_accounts pua ON pua.user_id = ua.user_id
        JOIN accounts pa ON pa.id = pua.account_id AND pa.type = 'personal'
        WHERE ua.account_id = $1 AND ua.status = 'Active'
      )
      SELECT m.user_id, m.role, m.share_weights, pp.first_weight, pp.latest_weight, pp.pounds_lost,
        (SELECT string_agg(wl.log_date::text || ' ' || wl.weight::text, ',' ORDER BY wl.log_date)
           FROM weight_logs wl WHERE wl.user_id = m.user_id AND wl.account_id = m.personal_id AND wl.log_date <= $2::date) AS logs
      FROM members m LEFT JOIN participant_progress pp ON pp.user_id = m.user_id`;

type MemberRow = {
  user_id: string;
  role: string;
  share_weights: boolean;
  first_weight: string | null;
  latest_weight: string | null;
  pounds_lost: string | null;
  logs: string | null;
};
const ADMIN_ROLES = new Set(['Admin', 'OrganizationAdmin']);
const fingerprintOf = (m: MemberRow) =>
  createHash('sha256').update(`${m.logs}|${m.first_weight}|${m.latest_weight}|${m.pounds_lost}`).digest('base64url').slice(0, 16);

/** The ends of the 12 weeks that end on `asOf`, oldest first. */
export function weekEndsTo(asOf: string): string[] {
  const start = addDays(asOf, -(PROGRESS_WEEKS * 7 - 1));
  return Array.from({ length: PROGRESS_WEEKS }, (_, week) => addDays(start, week * 7 + 6));
}

/** countFigures: an organisation's figures of `today` and who its members are. */
export async function countOrganization(
  db: BenchDatabase,
  accountId: string,
  today: string,
): Promise<{ figures: OrganizationCount; members: ReadonlySet<string> }> {
  const memberRows = await db.query<MemberRow>(ORGANIZATION_MEMBERS_SQL, [accountId, today]);
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

/** readPublication (src/server/weights/organization-publication.ts): [account id, 1]. */
const READ_PUBLICATION_SQL = `select "revision", "as_of"::text AS as_of, "figures", "fingerprints", "trend" from "organization_progress_publications" where "organization_progress_publications"."account_id" = $1 limit $2`;

export async function readPublication(db: BenchDatabase, accountId: string): Promise<Publication | null> {
  const [row] = await db.query<{ revision: number; as_of: string; figures: PublishedCount; fingerprints: Fingerprints; trend: Trend }>(READ_PUBLICATION_SQL, [
    accountId,
    1,
  ]);
  return row ? { revision: row.revision, asOf: row.as_of, figures: row.figures, fingerprints: row.fingerprints, trend: row.trend } : null;
}

/** publish, replacing revision $7: [revision + 1, asOf, figures, fingerprints, trend, account id, revision]. */
const REPLACE_PUBLICATION_SQL = `update "organization_progress_publications" set "revision" = $1, "as_of" = $2, "published_at" = now(), "figures" = $3, "fingerprints" = $4, "trend" = $5 where ("organization_progress_publications"."account_id" = $6 and "organization_progress_publications"."revision" = $7) returning "revision"`;

/** publish, the first one: [account id, asOf, figures, fingerprints, trend]. */
const FIRST_PUBLICATION_SQL = `insert into "organization_progress_publications" ("account_id", "revision", "as_of", "published_at", "figures", "fingerprints", "trend") values ($1, default, $2, default, $3, $4, $5) on conflict do nothing returning "revision"`;

/** publish: `count` replaces `before` unless another writer replaced it meanwhile; what is published afterwards. */
export async function writePublication(
  db: BenchDatabase,
  accountId: string,
  before: Publication | null,
  count: OrganizationCount,
): Promise<Publication | null> {
  const values = {
    asOf: count.asOf,
    figures: { summary: count.summary, privateParticipants: count.privateParticipants },
    fingerprints: count.fingerprints,
    trend: nextTrend(before?.trend ?? null, count.asOf, count.weeks),
  };
  const stored = [values.asOf, JSON.stringify(values.figures), JSON.stringify(values.fingerprints), JSON.stringify(values.trend)];
  const [written] = before
    ? await db.query<{ revision: number }>(REPLACE_PUBLICATION_SQL, [before.revision + 1, ...stored, accountId, before.revision])
    : await db.query<{ revision: number }>(FIRST_PUBLICATION_SQL, [accountId, ...stored]);
  return written ? { ...values, revision: written.revision } : readPublication(db, accountId);
}

/** countsBase's organisations never published (src/server/coalition/get-coalition-outcomes.ts). */
const UNPUBLISHED_ORGANIZATIONS_SQL = `SELECT a.id FROM accounts a WHERE a.type = 'organization' AND NOT EXISTS (SELECT 1 FROM organization_progress_publications p WHERE p.account_id = a.id)`;

export async function readUnpublishedOrganizations(db: BenchDatabase): Promise<string[]> {
  return (await db.query<{ id: string }>(UNPUBLISHED_ORGANIZATIONS_SQL)).map((row) => row.id);
}

/** readCountsBase's organisations (src/server/coalition/outcome-counts.ts). */
const ORGANIZATIONS_SQL = `SELECT id, name FROM accounts WHERE type = 'organization' ORDER BY name, id`;

/** communityOverTime's read of every personal history (src/server/community/community-over-time.ts): [last week's end]. */
const COMMUNITY_HISTORIES_SQL = `
        SELECT string_agg(wl.log_date::text || ' ' || wl.weight::text, ',' ORDER BY wl.log_date) AS logs
        FROM weight_logs wl JOIN accounts a ON a.id = wl.account_id AND a.type = 'personal'
        WHERE wl.log_date <= $1::date
        GROUP BY wl.user_id`;

/** communityOverTime's weeks from `from` to `to`, each ending on its Sunday or on `today`. */
export async function countCommunityWeeks(db: BenchDatabase, from: string, to: string, today: string, minGroupSize: number): Promise<CommunityWeek[]> {
  const weeks: { weekStarting: string; end: string }[] = [];
  for (let monday = weekStarting(from); monday <= weekStarting(to < today ? to : today); monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    weeks.push({ weekStarting: monday, end: sunday < today ? sunday : today });
  }
  const ends = weeks.map((w) => w.end);
  const participants = ends.map(() => 0);
  const tenths = ends.map(() => 0);
  if (weeks.length > 0) {
    for (const { logs } of await db.query<{ logs: string }>(COMMUNITY_HISTORIES_SQL, [ends.at(-1)!])) {
      const dated = parseLogs(logs);
      ends.forEach((end, i) => {
        if (dated[0]!.logDate <= end) participants[i]! += 1;
      });
      weeklyContributionTenths(dated, ends).forEach((t, i) => (tenths[i]! += t));
    }
  }
  return weeks.map((week, i) => ({
    weekStarting: week.weekStarting,
    participants: figureAbout(participants[i]!, participants[i]!, minGroupSize),
    totalPoundsLost: figureAbout(tenths[i]! / 10, participants[i]!, minGroupSize),
  }));
}

/**
 * countColumns (outcome-counts.ts) as drizzle numbers them: the two statements of readCountsBase,
 * everyone's and each organisation's counts by join week, with their values for `today`.
 */
function outcomeCountsSql(today: string): { everyone: string; byOrganization: string; params: unknown[] } {
  const params: unknown[] = [];
  const value = (v: unknown) => `$${params.push(v)}`;
  const columns = [
    `to_char(date_trunc('week', pp.first_log_date::timestamp), 'YYYY-MM-DD') AS week`,
    `count(*) AS participants`,
    `count(*) FILTER (WHERE date_trunc('week', pp.first_log_date::timestamp) = date_trunc('week', ${value(today)}::timestamp)) AS new_this_week`,
    `count(*) FILTER (WHERE pp.last_log_date >= ${value(addDays(today, -6))}::date) AS active_7`,
    `count(*) FILTER (WHERE pp.last_log_date >= ${value(addDays(today, -27))}::date) AS active_28`,
    `coalesce(sum(round(pp.pounds_lost * 10)), 0) AS pounds_tenths`,
    ...LOSS_THRESHOLDS.map((percent, i) => `count(*) FILTER (WHERE (pp.first_weight - pp.latest_weight) * 100 >= ${percent} * pp.first_weight) AS lost_${i}`),
    ...RETENTION_WEEKS.map((weeks, i) => `count(*) FILTER (WHERE ${value(today)}::date - pp.first_log_date >= ${value(weeks * 7)}) AS eligible_${i}`),
    ...RETENTION_WEEKS.map(
      (weeks, i) =>
        `count(*) FILTER (WHERE ${value(today)}::date - pp.first_log_date >= ${value(weeks * 7)} AND pp.last_log_date - pp.first_log_date >= ${value(weeks * 7)}) AS retained_${i}`,
    ),
  ].join(', ');
  return {
    everyone: `SELECT ${columns} FROM participant_progress pp WHERE pp.first_log_date IS NOT NULL GROUP BY 1 ORDER BY 1`,
    byOrganization: `
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
      GROUP BY m.account_id, 2 ORDER BY 2`,
    params,
  };
}

type CountRow = Record<string, string | number | null> & { week: string };
const n = (value: string | number | null | undefined) => Number(value ?? 0);

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

/** readCountsBase: everyone's and each organisation's counts by join week, and the organisations. */
export async function readCountsBase(db: BenchDatabase, today: string): Promise<CountsBase> {
  const statements = outcomeCountsSql(today);
  const everyone = await db.query<CountRow>(statements.everyone, statements.params);
  const byOrganization = await db.query<CountRow & { account_id: string }>(statements.byOrganization, statements.params);
  const organizations = await db.query<{ id: string; name: string }>(ORGANIZATIONS_SQL);
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
