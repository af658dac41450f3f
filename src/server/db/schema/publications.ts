import { date, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Fingerprints, Trend } from '@/lib/progress/publication';
import type { OutcomeSummary } from '@/lib/progress/organization-outcomes';
import { accounts } from './accounts';

/** What an organisation's published figures were counted from, before suppression. */
export type PublishedCount = { summary: OutcomeSummary; privateParticipants: number };

/**
 * An organisation's progress as last published: one row an organisation,
 * replaced only when enough private participants changed. `fingerprints` is what each participant's
 * history was when counted; `trend` the totals published day by day.
 */
export const organizationProgressPublications = pgTable('organization_progress_publications', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Counts the publications: a writer replaces the one it compared with, or none. */
  revision: integer('revision').notNull().default(1),
  asOf: date('as_of', { mode: 'string' }).notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  figures: jsonb('figures').$type<PublishedCount>().notNull(),
  fingerprints: jsonb('fingerprints').$type<Fingerprints>().notNull(),
  trend: jsonb('trend').$type<Trend>().notNull(),
});
