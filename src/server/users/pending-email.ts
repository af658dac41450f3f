import 'server-only';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { emailTokens } from '@/server/db/schema';

/** The address waiting for confirmation: that of the newest unused, unexpired change link; null when none. */
export async function findPendingEmail(db: Executor, userId: string, now: Date = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'change_email'), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return row?.email ?? null;
}
