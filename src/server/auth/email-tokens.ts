import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { emailTokens, users } from '@/server/db/schema';
import { hashToken } from './refresh-tokens';

export type EmailTokenPurpose = 'verify_email' | 'reset_password' | 'change_email' | 'undo_email_change';

const HOUR = 3_600_000;

/**
 * How long a link stays good: a day to verify an address or confirm a new one, an hour to reset
 * a password, a week to undo an email change (its old owner may read mail less often).
 */
export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * HOUR,
  reset_password: HOUR,
  change_email: 24 * HOUR,
  undo_email_change: 7 * 24 * HOUR,
};

/**
 * Whether a new link retires the earlier unused ones of its purpose. Undo links do not: each one
 * restores the address it was sent to, and a later change must not take the first owner's away.
 */
const RETIRES_EARLIER: Record<EmailTokenPurpose, boolean> = {
  verify_email: true,
  reset_password: true,
  change_email: true,
  undo_email_change: false,
};

/** Issues a single-use token (only its hash is stored), about `email` where the purpose needs one. */
export async function issueEmailToken(db: Executor, userId: string, purpose: EmailTokenPurpose, email: string | null = null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  if (RETIRES_EARLIER[purpose]) await retireEmailTokens(db, userId, purpose, now);
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    email,
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Marks the user's unused tokens of the purpose as used: their links stop working. */
export async function retireEmailTokens(db: Executor, userId: string, purpose: EmailTokenPurpose, now: Date = new Date()): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

export type SpentEmailToken = { userId: string; email: string | null; createdAt: Date };

/** Spends a token in one statement, so two concurrent uses cannot both succeed. Its row, or null. */
export async function spendEmailToken(db: Executor, token: string, purpose: EmailTokenPurpose): Promise<SpentEmailToken | null> {
  const now = new Date();
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ userId: emailTokens.userId, email: emailTokens.email, createdAt: emailTokens.createdAt });
  return row ?? null;
}

/** Spends a token; the user id, or null. */
export async function consumeEmailToken(db: Executor, token: string, purpose: EmailTokenPurpose): Promise<string | null> {
  return (await spendEmailToken(db, token, purpose))?.userId ?? null;
}

/** Whether `token` is a verification link, spent or not, of an address that is verified now. */
export async function isVerifiedAddressLink(db: Executor, token: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, 'verify_email'), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return row !== undefined;
}
