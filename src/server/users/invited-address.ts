import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/errors';

/**
 * An invitation is accepted only by the person whose verified email it was sent to:
 * someone whose email changed since, or was never proven, is refused with a 403.
 */
export async function assertInvitedAddress(tx: Executor, userId: string, invitedEmail: string | null): Promise<void> {
  const [user] = await tx.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!invitedEmail || !user || user.email !== invitedEmail || !user.verifiedAt) {
    throw new AppError('forbidden', 'This invitation was sent to an email address you have not verified as yours');
  }
}
