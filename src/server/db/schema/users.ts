import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed; the unique index below is the guard. */
    email: text('email').notNull(),
    /** Null for people who only ever signed in through an external provider. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set when the coalition's directory (provider `adfs`) owns the profile. */
    directoryManaged: boolean('directory_managed').notNull().default(false),
    /**
     * Access tokens issued before this moment are refused and refresh tokens issued before it are
     * revoked: set by a password reset and by undoing an email change (docs/api.md "Sessions").
     */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** An identity at an external provider (Google, Apple, Microsoft, Facebook, adfs) linked to a user. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('external_identities_provider_account_key').on(t.provider, t.providerAccountId),
    uniqueIndex('external_identities_user_provider_key').on(t.userId, t.provider),
  ],
);
