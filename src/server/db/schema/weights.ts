import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accountColumn } from './accounts';
import { ownerColumn, users } from './users';
import { idColumn, createdAtColumn, updatedAtColumn, poundsColumn } from './columns';

export const weightLogs = pgTable(
  'weight_logs',
  {
    id: idColumn(),
    userId: ownerColumn(),
    accountId: accountColumn(),
    /** Pounds, one decimal. */
    weight: poundsColumn('weight').notNull(),
    logDate: date('log_date', { mode: 'string' }).notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // Migration 0002 rebuilds this with INCLUDE (weight, id, created_at, updated_at), which
    // drizzle cannot express: a person's history is then an index-only scan.
    uniqueIndex('weight_logs_user_account_day_key').on(t.userId, t.accountId, t.logDate),
    index('weight_logs_account_day_idx').on(t.accountId, t.logDate),
    check('weight_logs_weight_range', sql`${t.weight} > 0 AND ${t.weight} < 1000`),
  ],
);

/** One goal per account: a goal weight for a personal account, a target loss for an organisation. */
export const goals = pgTable(
  'goals',
  {
    id: idColumn(),
    accountId: accountColumn(),
    goalWeight: poundsColumn('goal_weight'),
    targetWeightLoss: poundsColumn('target_weight_loss', 12),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('goals_account_key').on(t.accountId),
    check('goals_one_kind', sql`(${t.goalWeight} IS NOT NULL) <> (${t.targetWeightLoss} IS NOT NULL)`),
    check('goals_goal_weight_range', sql`${t.goalWeight} IS NULL OR (${t.goalWeight} > 0 AND ${t.goalWeight} < 1000)`),
    check('goals_target_positive', sql`${t.targetWeightLoss} IS NULL OR ${t.targetWeightLoss} > 0`),
  ],
);

/**
 * Each participant's first and latest weight on their personal account, kept in the same
 * transaction as every log change so that the community total never needs a scan of the logs.
 */
export const participantProgress = pgTable(
  'participant_progress',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstWeight: poundsColumn('first_weight').notNull(),
    latestWeight: poundsColumn('latest_weight').notNull(),
    poundsLost: poundsColumn('pounds_lost', 6).notNull(),
    /** Days of the first and latest personal weigh-in: joining week, activity and retention. */
    firstLogDate: date('first_log_date', { mode: 'string' }),
    lastLogDate: date('last_log_date', { mode: 'string' }),
    /**
     * Where the forgiving streak stood on the last day (its length and rest days banked) and the
     * days logged, so that a share link's figures need no walk of the history.
     * Null on a row settled before they were kept: the next read settles the person once.
     */
    streakRun: integer('streak_run'),
    streakBank: integer('streak_bank'),
    daysLogged: integer('days_logged'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [check('participant_progress_lost_non_negative', sql`${t.poundsLost} >= 0`)],
);

/**
 * How many rows share the running community total: each person's changes go to
 * one slot chosen by their id, so weigh-ins of different people rarely wait on the same row.
 */
export const COMMUNITY_PROGRESS_SLOTS = 64;

/** The running community total, split over slots; the total is their sum. */
export const communityProgress = pgTable(
  'community_progress',
  {
    id: integer('id').primaryKey().default(1),
    totalPoundsLost: poundsColumn('total_pounds_lost', 14).notNull().default(0),
    participants: integer('participants').notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (t) => [check('community_progress_slot', sql`${t.id} >= 0 AND ${t.id} < 64`)],
);
