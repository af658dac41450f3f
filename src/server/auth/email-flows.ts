import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Registration } from '@/lib/schemas/auth';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { logger } from '@/server/logger';
import { sendAccountExistsMail, sendPasswordResetMail, sendVerificationMail } from '@/server/mail/auth-mails';
import { forgetActor } from './actor';
import { consumeEmailToken, isVerifiedAddressLink, issueEmailToken } from './email-tokens';
import { endAllSessions } from './end-sessions';
import { hashPassword } from './password';
import { registerUser } from './register-user';

/**
 * Mail goes out after the answer is decided and is not awaited: whether an address exists
 * must not show in the response time either. A failed send is logged; the person can resend.
 */
export function deliver(send: () => Promise<void>): void {
  void send().catch((error: unknown) => logger.error({ err: error }, 'auth mail could not be sent'));
}

/** Work that started after the request was answered; `done` settles when it has finished (errors are logged). */
export type AfterAnswer = { done: Promise<void> };

/**
 * Runs work after the answer (from the next turn of the event loop), so a request whose work
 * depends on whether an address has an account answers after the same steps either way
 * (forgot password answered 8.2 ms for a known address, 4.9 ms for an unknown one).
 */
function afterAnswer(work: () => Promise<void>): AfterAnswer {
  const done = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => logger.error({ err: error }, 'auth mail could not be prepared or sent'));
  return { done };
}

async function findUser(db: Db, email: string) {
  const [user] = await db.select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** Registration that never tells whether the address was taken: its owner gets a notice instead. */
export async function requestRegistration(db: Db, input: Registration): Promise<void> {
  try {
    const user = await registerUser(db, input);
    const token = await issueEmailToken(db, user.id, 'verify_email');
    deliver(() => sendVerificationMail(user.email, input.locale, token));
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'conflict')) throw error;
    deliver(() => sendAccountExistsMail(input.email, input.locale));
  }
}

/** Mails a new verification link to an unverified account, after the answer (which is the same for any address). */
export function resendVerification(db: Db, email: string, locale: Locale): AfterAnswer {
  return afterAnswer(async () => {
    const user = await findUser(db, email);
    if (!user || user.emailVerifiedAt) return;
    const token = await issueEmailToken(db, user.id, 'verify_email');
    await sendVerificationMail(email, locale, token);
  });
}

/** Mails a reset link to an existing account, after the answer (which is the same for any address). */
export function requestPasswordReset(db: Db, email: string, locale: Locale): AfterAnswer {
  return afterAnswer(async () => {
    const user = await findUser(db, email);
    if (!user) return;
    const token = await issueEmailToken(db, user.id, 'reset_password');
    await sendPasswordResetMail(email, locale, token);
  });
}

const invalidToken = () => new AppError('bad_request', 'VerificationFailed');

/**
 * Verifies the address of a verification link. A spent or expired link of an address that is
 * verified by now (the link opened twice, or an older one) is no failure: the person is told so.
 */
export async function verifyEmail(db: Db, token: string): Promise<'EmailVerified' | 'AlreadyVerified'> {
  return db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'verify_email');
    if (userId) {
      await tx.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
      return 'EmailVerified';
    }
    if (await isVerifiedAddressLink(tx, token)) return 'AlreadyVerified';
    throw invalidToken();
  });
}

/**
 * Sets the new password, proves the address, and ends every existing sign-in of the person:
 * their refresh tokens are revoked and access tokens issued before now are refused (finding 9).
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'reset_password');
    if (!userId) throw invalidToken();
    const [user] = await tx.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user?.verifiedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
    await endAllSessions(tx, userId);
    return userId;
  });
  forgetActor(userId);
}
