import 'server-only';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { UserDetails } from '@/lib/schemas/users';
import { renewPersonMemberships } from '@/server/accounts/membership-queries';
import { forgetActor, type Actor } from '@/server/auth/actor';
import { deliver } from '@/server/auth/email-flows';
import { issueEmailToken, retireEmailTokens, spendEmailToken } from '@/server/auth/email-tokens';
import { endAllSessions } from '@/server/auth/end-sessions';
import type { Db, Executor } from '@/server/db/client';
import { emailTokens, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { sendConfirmEmailChangeMail, sendEmailChangeNoticeMail } from '@/server/mail/auth-mails';
import { loadUserDetails } from './get-user';

/*
 * An email change (finding 2; the profile call in src/lib/api/calls/users.ts): the new address takes
 * effect only when its owner opens the link mailed to it (single use, 24 h); until then sign-in,
 * invitations and the profile keep the current address. The current address is told, with a
 * link that restores it (7 days, also after the change) and ends every session of the account.
 */

const emailTaken = () => new AppError('conflict', 'An account with this email already exists');
const invalidToken = () => new AppError('bad_request', 'VerificationFailed');

export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown })?.cause) === '23505';
}

async function assertEmailFree(tx: Executor, email: string, userId: string): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  if (taken) throw emailTaken();
}

/** Sets the user's email (proven by a link just opened); a concurrent taker of the address gets a 409, not a 500. */
async function setProvenEmail(tx: Executor, userId: string, email: string): Promise<void> {
  await assertEmailFree(tx, email, userId);
  try {
    await tx.update(users).set({ email, emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
    await renewPersonMemberships(tx, userId);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Inside the profile's transaction: records a request to move `user` to `newEmail` (refused with
 * 409 when another account has it). Returns the sending of the two mails, for after the commit.
 */
export async function requestEmailChange(tx: Executor, user: { id: string; email: string }, newEmail: string, locale: Locale): Promise<() => void> {
  await assertEmailFree(tx, newEmail, user.id);
  const confirmToken = await issueEmailToken(tx, user.id, 'change_email', newEmail);
  const undoToken = await issueEmailToken(tx, user.id, 'undo_email_change', user.email);
  return () => {
    deliver(() => sendConfirmEmailChangeMail(newEmail, locale, confirmToken));
    deliver(() => sendEmailChangeNoticeMail(user.email, locale, newEmail, undoToken));
  };
}

async function lockUser(tx: Executor, userId: string) {
  const [user] = await tx
    .select({ email: users.email, directoryManaged: users.directoryManaged })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  return user;
}

/** Spends an email-change link and locks its user; a link that is spent, expired or about no one is invalid. */
async function spendLinkAndLockUser(tx: Executor, token: string, purpose: 'change_email' | 'undo_email_change') {
  const spent = await spendEmailToken(tx, token, purpose);
  if (!spent?.email) throw invalidToken();
  const user = await lockUser(tx, spent.userId);
  if (!user) throw invalidToken();
  return { spent: { ...spent, email: spent.email }, user };
}

/** The link mailed to the new address: it becomes the account's (verified) email. */
export async function confirmEmailChange(db: Db, token: string): Promise<{ email: string }> {
  const changed = await db.transaction(async (tx) => {
    const { spent, user } = await spendLinkAndLockUser(tx, token, 'change_email');
    if (user.directoryManaged) throw new AppError('forbidden', 'This profile is managed by Active Directory and cannot be changed');
    // Taken since the request (a registration, another change): refused now too, and the link stays unspent.
    await setProvenEmail(tx, spent.userId, spent.email);
    return { userId: spent.userId, email: spent.email };
  });
  forgetActor(changed.userId);
  return { email: changed.email };
}

/**
 * The link mailed to the old address: the account gets that address back (before or after the
 * change was confirmed), a pending change is withdrawn, and every session ends, since someone
 * else may have had the account. Undo links sent after this one stop working, so whoever changed
 * the email later cannot take it back with the link their own address received.
 */
export async function undoEmailChange(db: Db, token: string): Promise<{ email: string }> {
  const restored = await db.transaction(async (tx) => {
    const { spent } = await spendLinkAndLockUser(tx, token, 'undo_email_change');
    const now = new Date();
    await retireEmailTokens(tx, spent.userId, 'change_email', now);
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.userId, spent.userId),
          eq(emailTokens.purpose, 'undo_email_change'),
          isNull(emailTokens.usedAt),
          gt(emailTokens.createdAt, spent.createdAt),
        ),
      );
    await setProvenEmail(tx, spent.userId, spent.email);
    await endAllSessions(tx, spent.userId, now);
    return { userId: spent.userId, email: spent.email };
  });
  forgetActor(restored.userId);
  return { email: restored.email };
}

/** The profile's Cancel of the caller's own pending change (the call's guard refuses anyone else's): its link stops working. */
export async function cancelEmailChange({ db, actor }: { db: Db; actor: Actor }): Promise<UserDetails> {
  await retireEmailTokens(db, actor.id, 'change_email');
  return loadUserDetails(db, actor.id);
}
