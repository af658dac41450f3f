import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, ROLES } from '@/lib/accounts/roles';
import { users } from './users';

export const accountType = pgEnum('account_type', ACCOUNT_TYPES);
export const membershipRole = pgEnum('membership_role', ROLES);
/** Invited → Active (accepted) or Rejected; Removed when an admin takes the member out. */
export const membershipStatus = pgEnum('membership_status', ['Invited', 'Active', 'Rejected', 'Removed']);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: accountType('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_type_name_idx').on(t.type, t.name)],
);

/** A user's membership of an account: its id is the "userAccountId" of SPEC §7. */
export const userAccounts = pgTable(
  'user_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: membershipRole('role').notNull().default('User'),
    status: membershipStatus('status').notNull().default('Active'),
    isPrimary: boolean('is_primary').notNull().default(false),
    invitationDate: timestamp('invitation_date', { withTimezone: true }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The address the invitation was sent to: only the user who has it, verified, may accept. */
    invitedEmail: text('invited_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_accounts_user_account_key').on(t.userId, t.accountId),
    uniqueIndex('user_accounts_one_primary_per_user')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
    index('user_accounts_account_status_idx').on(t.accountId, t.status),
  ],
);
