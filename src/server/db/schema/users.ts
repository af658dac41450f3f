import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, createdAtColumn, updatedAtColumn, momentColumn } from './columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Stored lower-cased and trimmed; the unique index below is the guard. */
    email: text('email').notNull(),
    /** Null for people who only ever signed in through an external provider. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    emailVerifiedAt: momentColumn('email_verified_at'),
    /** Set when the coalition's directory (provider `adfs`) owns the profile. */
    directoryManaged: boolean('directory_managed').notNull().default(false),
    /**
     * Access tokens issued before this moment are refused and refresh tokens issued before it are
     * revoked: set by a password reset and by undoing an email change (docs/api.md "Sessions and access tokens").
     */
    sessionsValidAfter: momentColumn('sessions_valid_after'),
    /** How weights are shown and typed: lb, kg or st (stones and pounds); stored weights stay pounds. */
    displayUnit: text('display_unit', { enum: ['lb', 'kg', 'st'] })
      .notNull()
      .default('lb'),
    /** Optional, for the dashboard's BMI: centimetres to a tenth. */
    heightCm: numeric('height_cm', { precision: 4, scale: 1, mode: 'number' }),
    /**
     * The coalition's `Admin` (SPEC §6): sees the coalition dashboard. Granted and
     * revoked only by `npm run admin -- grant|revoke <email>`, never through the API.
     */
    coalitionAdmin: boolean('coalition_admin').notNull().default(false),
    /**
     * Goes up with every change of the person's personal weight logs: a weigh-in read without the
     * participant lock writes only if it is unchanged.
     */
    logsVersion: integer('logs_version').notNull().default(0),
    /**
     * The person's last sign-in or session refresh, to the day: accounts inactive for
     * INACTIVE_ACCOUNT_MONTHS are warned, then deleted (src/server/retention/).
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the warning before deletion was mailed; cleared by any activity or the mail's keep link. */
    inactivityWarnedAt: momentColumn('inactivity_warned_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    index('users_last_active_at_idx').on(t.lastActiveAt),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_display_unit', sql`${t.displayUnit} IN ('lb', 'kg', 'st')`),
    check('users_height_cm_range', sql`${t.heightCm} IS NULL OR (${t.heightCm} >= 50 AND ${t.heightCm} <= 272)`),
  ],
);

/** The person a row belongs to: it goes when they do. */
export const ownerColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** An identity at an external provider (Google, Apple, Microsoft, Facebook, adfs) linked to a user. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: idColumn(),
    userId: ownerColumn(),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    email: text('email'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('external_identities_provider_account_key').on(t.provider, t.providerAccountId),
    uniqueIndex('external_identities_user_provider_key').on(t.userId, t.provider),
  ],
);
