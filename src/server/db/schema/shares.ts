import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { ownerColumn } from './users';

/**
 * A share link: `/s/{id}` shows its owner's live figures. The id is
 * 128 random bits (base64url), not a uuid: a link is the only key to the page. Revoking deletes
 * the row, and deleting the account deletes its links.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: text('id').primaryKey(),
    userId: ownerColumn(),
    /** The person ticked "include the weight I have lost" when sharing. */
    includeWeight: boolean('include_weight').notNull(),
    /** The sharer's IANA time zone: whose "today" the page's streak is counted on. */
    timeZone: text('time_zone').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('share_links_user_idx').on(t.userId, t.createdAt)],
);
