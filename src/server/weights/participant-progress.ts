import 'server-only';
import { byLogDate, contributionOf, type DatedWeight } from '@/lib/progress/contribution';
import { streakEnd } from '@/lib/progress/streaks';
import type { Milestone } from '@/lib/schemas/milestones';
import type { DisplayUnit } from '@/lib/units/weight-units';
import type { Db, Executor, Tx } from '@/server/db/client';
import { eq, is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { readRetryingOnceIfCut } from '@/server/db/retry';
import { preparedOn } from '@/server/db/statement';
import { communityProgressChanged } from '@/server/community/get-community-progress';
import { organizationProgressChanged } from '@/server/weights/get-organization-progress';
import { COMMUNITY_PROGRESS_SLOTS, users } from '@/server/db/schema';
import { milestonesToRecord } from '@/server/milestones/record-milestones';
import { toMilestone, type MilestoneRow } from '@/server/milestones/milestone-dto';

// Every weigh-in takes this path, so its two statements are prepared once per connection: a
// weigh-in is one read and one write, with no transaction around them.

/** The row lock every change of one person's logs takes first (`FOR NO KEY UPDATE` of their user row). */
export const lockParticipantRow = (userId: string) => sql`SELECT id FROM users WHERE id = ${userId}::uuid FOR NO KEY UPDATE`;

/**
 * Serialises log changes of one user, so that recomputing their first and latest weight
 * cannot interleave with another of their own writes. Call it first in the transaction.
 */
export async function lockParticipant(tx: Executor, userId: string): Promise<void> {
  await tx.execute(lockParticipantRow(userId));
}

/** The community-total slot a person's changes go to: stable, spread by their random id. */
export function communitySlotOf(userId: string): number {
  return Number.parseInt(userId.replace(/-/g, '').slice(-8), 16) % COMMUNITY_PROGRESS_SLOTS;
}

type PersonalState = {
  /** Goes up with every change of the personal logs (users.logs_version). */
  version: number;
  unit: DisplayUnit;
  /** [day, pounds], oldest first: an index-only read of the personal history (a year is 365 rows). */
  history: [string, number][];
  storedLost: number | null;
  goalWeight: number | null;
  /** [amount, unit] of every weight-lost milestone recorded. */
  celebrated: [number, DisplayUnit][];
};

const placeholder = sql.placeholder;

/**
 * Everything a change of the personal logs is settled from, in one read; no row: no such user.
 * The subqueries name `users.id` in SQL: drizzle writes a column of a one-table select
 * unqualified, and `id` inside them would be their own table's.
 */
const readStateOn = preparedOn((executor) =>
  executor
    .select({
      version: users.logsVersion,
      unit: users.displayUnit,
      history: sql<PersonalState['history']>`(SELECT coalesce(json_agg(json_build_array(log_date, weight) ORDER BY log_date), '[]'::json)
        FROM weight_logs WHERE user_id = users.id AND account_id = ${placeholder('personalAccountId')}::uuid)`,
      storedLost: sql<number | null>`(SELECT pounds_lost::float8 FROM participant_progress WHERE user_id = users.id)`,
      goalWeight: sql<number | null>`(SELECT goal_weight::float8 FROM goals WHERE account_id = ${placeholder('personalAccountId')}::uuid)`,
      celebrated: sql<PersonalState['celebrated']>`(SELECT coalesce(json_agg(json_build_array(amount, unit)), '[]'::json)
        FROM milestones WHERE user_id = users.id AND unit IS NOT NULL AND amount IS NOT NULL)`,
    })
    .from(users)
    .where(eq(users.id, placeholder('userId')))
    .prepare('participant-state'),
);

/** A weight log as a weigh-in's statements return it (JSON: the timestamps are text); `inserted`: a new day, not a replaced one. */
export type LoggedRow = {
  id: string;
  userId: string;
  accountId: string;
  weight: number;
  logDate: string;
  createdAt: string;
  updatedAt: string;
  inserted: boolean;
};

/** The RETURNING of a weigh-in's upsert of `weight_logs`: one LoggedRow, as `row`. */
export const returningLoggedRow = sql`RETURNING json_build_object('id', id, 'userId', user_id, 'accountId', account_id, 'weight', weight, 'logDate', log_date,
       'createdAt', created_at, 'updatedAt', updated_at, 'inserted', xmax = 0) AS row`;

/**
 * Every write of a settled change, in one statement, applied only if the person's logs are still
 * at the version they were read at (no row otherwise): the version goes up, the new log (if any)
 * is written, the stored progress is written (or removed when no personal log is left) with where
 * the streak stands and the days logged, the difference goes to the person's community slot, and
 * the milestones (JSON) are recorded. The version's UPDATE waits for a participant lock held
 * elsewhere and then checks the row as that transaction left it, so a change committed after the
 * read is never overwritten.
 */
const applyChangeOn = preparedOn((executor) => {
  const bumped = executor
    .$with('bumped', { id: sql<string>`id` })
    .as(
      sql`UPDATE users SET logs_version = logs_version + 1 WHERE id = ${placeholder('userId')}::uuid AND logs_version = ${placeholder('version')}::int RETURNING id`,
    );
  const logged = executor.$with('logged', { row: sql<LoggedRow>`row` }).as(
    sql`INSERT INTO weight_logs (user_id, account_id, weight, log_date)
     SELECT id, ${placeholder('logAccountId')}::uuid, ${placeholder('logWeight')}::numeric, ${placeholder('logDate')}::date FROM bumped WHERE ${placeholder('logAccountId')}::uuid IS NOT NULL
     ON CONFLICT (user_id, account_id, log_date) DO UPDATE SET weight = excluded.weight, updated_at = now()
     ${returningLoggedRow}`,
  );
  const progress = executor.$with('progress', {}).as(
    sql`INSERT INTO participant_progress (user_id, first_weight, latest_weight, pounds_lost, first_log_date, last_log_date, streak_run, streak_bank, days_logged)
     SELECT id, ${placeholder('firstWeight')}::numeric, ${placeholder('latestWeight')}::numeric, ${placeholder('poundsLost')}::numeric, ${placeholder('firstLogDate')}::date,
       ${placeholder('lastLogDate')}::date, ${placeholder('streakRun')}::int, ${placeholder('streakBank')}::int, ${placeholder('daysLogged')}::int
     FROM bumped WHERE ${placeholder('firstWeight')}::numeric IS NOT NULL
     ON CONFLICT (user_id) DO UPDATE SET first_weight = excluded.first_weight, latest_weight = excluded.latest_weight,
       pounds_lost = excluded.pounds_lost, first_log_date = excluded.first_log_date, last_log_date = excluded.last_log_date,
       streak_run = excluded.streak_run, streak_bank = excluded.streak_bank, days_logged = excluded.days_logged, updated_at = now()`,
  );
  const emptied = executor
    .$with('emptied', {})
    .as(sql`DELETE FROM participant_progress WHERE user_id = (SELECT id FROM bumped) AND ${placeholder('firstWeight')}::numeric IS NULL`);
  const total = executor.$with('total', {}).as(
    sql`INSERT INTO community_progress (id, total_pounds_lost, participants)
     SELECT ${placeholder('slot')}::int, ${placeholder('lostDelta')}::numeric, ${placeholder('participantDelta')}::int FROM bumped
     WHERE ${placeholder('lostDelta')}::numeric <> 0 OR ${placeholder('participantDelta')}::int <> 0
     ON CONFLICT (id) DO UPDATE SET total_pounds_lost = community_progress.total_pounds_lost + excluded.total_pounds_lost,
       participants = community_progress.participants + excluded.participants, updated_at = now()`,
  );
  const earned = executor.$with('earned', { row: sql<MilestoneRow>`row` }).as(
    sql`INSERT INTO milestones (user_id, key, kind, amount, unit, earned_on)
     SELECT bumped.id, m.key, m.kind, m.amount, m.unit, m.earned_on
       FROM bumped, json_to_recordset(${placeholder('milestones')}::text::json) AS m(key text, kind text, amount numeric, unit text, earned_on date)
     ON CONFLICT (user_id, key) DO NOTHING
     RETURNING json_build_object('id', id, 'kind', kind, 'amount', amount, 'unit', unit, 'earnedOn', earned_on, 'createdAt', created_at) AS row`,
  );
  return executor
    .with(bumped, logged, progress, emptied, total, earned)
    .select({
      logged: sql<LoggedRow | null>`(SELECT row FROM logged)`,
      earned: sql<MilestoneRow[]>`coalesce((SELECT json_agg(row) FROM earned), '[]'::json)`,
    })
    .from(bumped)
    .prepare('participant-apply');
});

/** The history with `log` put in: it replaces the same day's weight, or joins in date order. */
function withLog(history: readonly DatedWeight[], log: DatedWeight | undefined): DatedWeight[] {
  if (!log) return [...history];
  return [...history.filter((entry) => entry.logDate !== log.logDate), log].sort(byLogDate);
}

export type Settled =
  | { outcome: 'applied'; logged: LoggedRow | null; earned: Milestone[] }
  /** The person's logs changed between the read and the write: nothing was written (only possible without the lock). */
  | { outcome: 'changed' }
  | { outcome: 'no-such-user' };

/**
 * Settles a change of a participant's personal logs: recomputes their contribution (decision
 * 0036: their loss since their first personal weigh-in, step by step, never below zero,
 * implausible jumps left out until confirmed; src/lib/progress/contribution.ts), applies the
 * difference to the community total on the person's own slot, so weigh-ins of different people
 * do not queue on one row, and, with `recordMilestones`, records the milestones
 * the history has earned and not yet recorded (the unique key per person and
 * milestone keeps a retry or a race from recording one twice). With `log`, that day's weight is
 * written in the same statement. One read and one write.
 *
 * Without the participant lock, the person's own logs may change between the read and the write:
 * then nothing is written and the answer says so.
 */
export async function settleParticipant(
  db: Executor,
  userId: string,
  personalAccountId: string,
  {
    log,
    recordMilestones = false,
    check,
  }: {
    log?: DatedWeight;
    recordMilestones?: boolean;
    /** Sees the logs as read, before anything is written; throws to refuse the change. */
    check?: (history: readonly DatedWeight[]) => void;
  } = {},
): Promise<Settled> {
  const read = () => readStateOn(db).execute({ userId, personalAccountId });
  // Outside a transaction the read has nothing to lose: a cut connection is retried once.
  const [state] = await (is(db, PgTransaction) ? read() : readRetryingOnceIfCut(read));
  if (!state) return { outcome: 'no-such-user' };
  const history = state.history.map(([logDate, weight]) => ({ logDate, weight }));
  check?.(history);
  const logs = withLog(history, log);
  const first = logs[0] ?? null;
  const latest = logs.at(-1) ?? null;
  const streak = streakEnd(logs.map((entry) => entry.logDate));
  const before = state.storedLost;
  const lostNow = first ? contributionOf(logs) : 0;
  const lostDelta = Math.round((lostNow - (before ?? 0)) * 10) / 10;
  const participantDelta = (first ? 1 : 0) - (before !== null ? 1 : 0);
  const earned = recordMilestones
    ? milestonesToRecord({ logs, unit: state.unit, goalWeight: state.goalWeight, recorded: state.celebrated.map(([amount, unit]) => ({ amount, unit })) })
    : [];

  const [outcome] = await applyChangeOn(db).execute({
    userId,
    version: state.version,
    logAccountId: log ? personalAccountId : null,
    logWeight: log?.weight ?? null,
    logDate: log?.logDate ?? null,
    firstWeight: first?.weight ?? null,
    latestWeight: latest?.weight ?? null,
    poundsLost: lostNow,
    // The days too: the coalition's figures (joining week, activity, retention) read them.
    firstLogDate: first?.logDate ?? null,
    lastLogDate: latest?.logDate ?? null,
    // Where the streak stands and the days logged: a share link reads them instead of the history.
    streakRun: streak?.run ?? null,
    streakBank: streak?.bank ?? null,
    daysLogged: logs.length,
    slot: communitySlotOf(userId),
    lostDelta,
    participantDelta,
    milestones: JSON.stringify(earned.map((m) => ({ key: m.key, kind: m.kind, amount: m.amount, unit: m.unit, earned_on: m.earnedOn }))),
  });
  // No row: the person's logs changed since the read, and nothing was written.
  if (!outcome) return { outcome: 'changed' };

  // Any change of the logs moves an organisation's figures (last day, trend), even when the contribution stays.
  organizationProgressChanged(userId);
  // Inside a transaction this runs before its commit: inParticipantTransaction forgets it again after.
  if (lostDelta !== 0 || participantDelta !== 0) communityProgressChanged();
  return { outcome: 'applied', logged: outcome.logged, earned: outcome.earned.map(toMilestone) };
}

/**
 * A transaction that changes a person's logs. settleParticipant forgets the community total
 * before the commit; a read racing the commit may still keep the total from before it, so it is
 * forgotten again once the transaction has committed.
 */
export async function inParticipantTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(work);
  communityProgressChanged();
  return result;
}

/**
 * Settles a change of the personal logs made in `tx` after `lockParticipant` (an edit, a
 * deletion, an import): under the lock nothing else changes them, so it always applies (a user
 * deleted meanwhile has nothing left to settle). Returns the milestones recorded now.
 */
export async function refreshParticipantProgress(
  tx: Executor,
  userId: string,
  personalAccountId: string,
  options: { recordMilestones?: boolean } = {},
): Promise<Milestone[]> {
  const settled = await settleParticipant(tx, userId, personalAccountId, options);
  if (settled.outcome === 'changed') throw new Error('The participant changed under their own lock: call lockParticipant first in the transaction');
  return settled.outcome === 'applied' ? settled.earned : [];
}
