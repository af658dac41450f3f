import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { refreshTokens, users } from '@/server/db/schema';

/**
 * Ends every sign-in of the user (inside the caller's transaction): each refresh token is
 * revoked, and access tokens issued before now are refused from here on. After the commit the
 * caller forgets the cached actor (forgetActor) so this process refuses them at once.
 */
export async function endAllSessions(tx: Executor, userId: string, at: Date = new Date()): Promise<void> {
  await tx.update(users).set({ sessionsValidAfter: at, updatedAt: at }).where(eq(users.id, userId));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
