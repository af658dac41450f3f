import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgEnum, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, MEMBERSHIP_STATUSES, ROLES } from '@/lib/accounts/roles';
import { ownerColumn, users } from './users';
import { idColumn, createdAtColumn, updatedAtColumn, momentColumn } from './columns';

export const accountType = pgEnum('account_type', ACCOUNT_TYPES);
export const membershipRole = pgEnum('membership_role', ROLES);
/**
 * Invited → Active (accepted) or Rejected; Removed when an admin takes the member out. A person's
 * own request to join: Requested → Active (approved) or Declined; withdrawn, it goes.
 */
export const membershipStatus = pgEnum('membership_status', MEMBERSHIP_STATUSES);

export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    name: text('name').notNull(),
    type: accountType('type').notNull(),
    /** An organisation's admins chose to show it on the team standings; off by default. */
    standingsOptIn: boolean('standings_opt_in').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [index('accounts_type_name_idx').on(t.type, t.name)],
);

/** The account a row belongs to: it goes when the account does. */
export const accountColumn = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/**
 * Every membership row carries a version from this sequence, set on insert and (by a trigger,
 * migration 0004) on every update; a deleted membership leaves its account a tombstone with a
 * new one. The newest version of an organisation's memberships thus changes with any change to
 * them, and reading it is one index probe (list-org-admins.ts).
 */
export const membershipVersions = pgSequence('membership_versions');

/** A user's membership of an account: its id is the "userAccountId" of SPEC §7. */
export const userAccounts = pgTable(
  'user_accounts',
  {
    id: idColumn(),
    userId: ownerColumn(),
    accountId: accountColumn(),
    role: membershipRole('role').notNull().default('User'),
    status: membershipStatus('status').notNull().default('Active'),
    isPrimary: boolean('is_primary').notNull().default(false),
    invitationDate: momentColumn('invitation_date'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The address the invitation was sent to: only the user who has it, verified, may accept. */
    invitedEmail: text('invited_email'),
    /** When an admin approved or declined the person's request to join. */
    decidedAt: momentColumn('decided_at'),
    /** The language the person asked in: the decision is mailed in it. */
    requestLocale: text('request_locale'),
    /**
     * The member agreed that the organisation's admins see their own weights (decision
     * 0042); off by default, changed only by the member. Only an Active membership holds it: a
     * trigger (migration 0014) turns it off whenever the row leaves Active.
     */
    shareWeights: boolean('share_weights').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('membership_versions')`),
  },
  (t) => [
    uniqueIndex('user_accounts_user_account_key').on(t.userId, t.accountId),
    uniqueIndex('user_accounts_one_primary_per_user')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
    index('user_accounts_account_status_idx').on(t.accountId, t.status),
    index('user_accounts_account_version_idx').on(t.accountId, t.version),
  ],
);

/**
 * A deleted membership's last word: its account and a new version (written by a trigger). No
 * foreign key: the rows of a deleted account are deleted with it, and their tombstones must not
 * stop that; a stray tombstone only bumps a version nobody reads.
 */
export const membershipTombstones = pgTable(
  'membership_tombstones',
  {
    accountId: uuid('account_id').notNull(),
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('membership_versions')`),
  },
  (t) => [index('membership_tombstones_account_version_idx').on(t.accountId, t.version)],
);
