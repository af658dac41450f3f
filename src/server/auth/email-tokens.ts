import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { emailTokens } from '@/server/db/schema';
import { hashToken } from './refresh-tokens';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** How long a link stays good: a day to verify, an hour to reset a password. */
export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 3_600_000,
  reset_password: 3_600_000,
};

/** Issues a single-use token (only its hash is stored); earlier unused ones of the purpose stop working. */
export async function issueEmailToken(db: Executor, userId: string, purpose: EmailTokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Spends a token in one statement, so two concurrent uses cannot both succeed. The user id, or null. */
export async function consumeEmailToken(db: Executor, token: string, purpose: EmailTokenPurpose): Promise<string | null> {
  const now = new Date();
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}
