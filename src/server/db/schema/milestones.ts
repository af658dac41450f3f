import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { ownerColumn } from './users';

/**
 * A milestone a person has earned, recorded once: the unique key per
 * person and milestone makes a retried or concurrent weigh-in record it no second time. Rows are
 * never changed; deleting the account deletes them.
 */
export const milestones = pgTable(
  'milestones',
  {
    id: idColumn(),
    userId: ownerColumn(),
    /** first-weigh-in, streak-7, lost-kg-2.5, percent-10, goal-182.4 (src/lib/progress/milestones.ts). */
    key: text('key').notNull(),
    kind: text('kind', { enum: ['firstWeighIn', 'streak', 'weightLost', 'percentLost', 'goalReached'] }).notNull(),
    /** Streak days, weight lost in `unit`, percent lost, or the goal in pounds; null for the first weigh-in. */
    amount: numeric('amount', { precision: 6, scale: 1, mode: 'number' }),
    unit: text('unit', { enum: ['lb', 'kg', 'st'] }),
    /** The logged day that earned it. */
    earnedOn: date('earned_on', { mode: 'string' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('milestones_user_key').on(t.userId, t.key),
    check('milestones_kind', sql`${t.kind} IN ('firstWeighIn', 'streak', 'weightLost', 'percentLost', 'goalReached')`),
    check('milestones_unit', sql`${t.unit} IS NULL OR ${t.unit} IN ('lb', 'kg', 'st')`),
  ],
);
