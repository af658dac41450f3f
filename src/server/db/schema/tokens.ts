import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn } from './users';
import { idColumn, createdAtColumn, momentColumn } from './columns';

/** Opaque refresh tokens, stored as SHA-256 hashes, rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    userId: ownerColumn(),
    /** Every token descended from one sign-in shares a family; reuse of a spent token revokes it. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: momentColumn('expires_at').notNull(),
    rotatedAt: momentColumn('rotated_at'),
    revokedAt: momentColumn('revoked_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Sign-ins ended while their access tokens may still be unexpired (sign-out, a leaked refresh
 * token): `session_id` is the refresh-token family, which the access tokens carry as `sid`, so
 * the API refuses them at once. A row outlives the last access token of its session by little,
 * then is pruned.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: ownerColumn(),
    endedAt: momentColumn('ended_at').notNull().defaultNow(),
  },
  (t) => [index('ended_sessions_user_idx').on(t.userId)],
);

export const emailTokenPurpose = pgEnum('email_token_purpose', ['verify_email', 'reset_password', 'change_email', 'undo_email_change']);

/** Single-use links sent by email, stored hashed, with an expiry. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: idColumn(),
    userId: ownerColumn(),
    purpose: emailTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link is about: the new one (change_email) or the one to restore (undo_email_change). */
    email: text('email'),
    expiresAt: momentColumn('expires_at').notNull(),
    usedAt: momentColumn('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash), index('email_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);
