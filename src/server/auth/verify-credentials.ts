import 'server-only';
import { eq } from 'drizzle-orm';
import { signInSchema } from '@/lib/schemas/auth';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { countEvent } from '@/server/metrics/events';
import { assertSignInAllowed, limitByIp, recordSignInFailure, recordSignInSuccess } from '@/server/rate-limit/rate-limit';
import { timingDummyHash, verifyPassword } from './password';
import { personColumns } from '@/server/users/person-columns';

export type SignedInUser = { id: string; email: string; firstName: string; lastName: string };

/**
 * Why a password sign-in failed. next-auth passes an error thrown from `authorize` to the
 * client as its `error` code (SPEC §4, §8), translated under `AuthErrors`.
 */
export class SignInError extends Error {
  constructor(readonly code: 'CredentialsSignin' | 'EmailNotVerified' | 'TooManyAttempts' | 'SignInLocked') {
    super(code);
    this.name = 'SignInError';
  }
}

/**
 * The user whose email and password match; the same work whether or not the address exists.
 * Rate limits come first: past them the password is not even checked.
 */
export async function verifyCredentials(db: Db, raw: unknown, ip = 'unknown'): Promise<SignedInUser> {
  const parsed = signInSchema.safeParse(raw);
  if (!parsed.success) throw new SignInError('CredentialsSignin');
  const { email, password } = parsed.data;
  try {
    await limitByIp('sign-in', ip);
    await assertSignInAllowed(email, ip);
  } catch (error) {
    if (error instanceof AppError) {
      const locked = error.detail === 'SignInLocked';
      countEvent({ name: 'sign-in-refused', reason: locked ? 'locked' : 'rate_limited' });
      throw new SignInError(locked ? 'SignInLocked' : 'TooManyAttempts');
    }
    throw error;
  }
  const [user] = await db
    .select({
      ...personColumns,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
  if (!user?.passwordHash || !valid) {
    await recordSignInFailure(email, ip);
    countEvent({ name: 'sign-in-failure' });
    throw new SignInError('CredentialsSignin');
  }
  await recordSignInSuccess(email, ip);
  // Only after the right password: otherwise this would tell who has an account.
  if (!user.emailVerifiedAt) throw new SignInError('EmailNotVerified');
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
}
