import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { readKeepAccountToken } from './keep-token';

/**
 * The warning mail's "keep my account": the account counts as active from now and any pending
 * warning is withdrawn. Keeping is harmless, so a link used again (a second press, an older
 * warning's mail) keeps it again; a forged link, or one of an account already deleted, changes nothing.
 */
export async function keepAccount(db: Db, token: string, now = new Date()): Promise<{ status: 'Kept' }> {
  const claim = readKeepAccountToken(token);
  if (claim) {
    const kept = await db.update(users).set({ lastActiveAt: now, inactivityWarnedAt: null }).where(eq(users.id, claim.userId)).returning({ id: users.id });
    if (kept.length === 1) return { status: 'Kept' };
  }
  throw new AppError('validation', 'This link is not valid, or the account was already deleted', {
    errors: { token: { key: 'keepAccountLinkInvalid', values: {} } },
  });
}
