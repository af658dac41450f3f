import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-off data upkeep that follows a change of rule (e.g. recomputing every stored contribution
 * after the rule that counts them changed): a task's row is written when it has finished, so it runs again after a
 * crash and never after it has completed.
 */
export const upkeepTasks = pgTable('upkeep_tasks', {
  name: text('name').primaryKey(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});
