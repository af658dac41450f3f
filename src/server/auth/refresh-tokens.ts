import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { env } from '@/env';
import type { Executor } from '@/server/db/client';
import { refreshTokens } from '@/server/db/schema';

/** A spent token presented again within this window is a concurrent refresh, not theft. */
const REUSE_GRACE_MS = 30_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function issueRefreshToken(db: Executor, userId: string, familyId: string = randomUUID()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + env().refreshTokenLifetimeMs),
  });
  return token;
}

/**
 * Spends a refresh token and issues its successor. A token spent earlier (outside the grace
 * window) means it leaked: the whole family is revoked and null returned.
 */
export async function rotateRefreshToken(db: Executor, token: string): Promise<{ userId: string; token: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update')
      .limit(1);
    const now = Date.now();
    if (!row || row.revokedAt || row.expiresAt.getTime() <= now) return null;
    if (row.rotatedAt && now - row.rotatedAt.getTime() > REUSE_GRACE_MS) {
      await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, row.familyId));
      return null;
    }
    if (!row.rotatedAt) await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    return { userId: row.userId, token: await issueRefreshToken(tx, row.userId, row.familyId) };
  });
}

/** Whether the sign-in this token belongs to was ended: signed out, or every session of its user ended. */
export async function isRefreshTokenRevoked(db: Executor, token: string): Promise<boolean> {
  const [row] = await db.select({ revokedAt: refreshTokens.revokedAt }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token))).limit(1);
  return Boolean(row?.revokedAt);
}

/** Ends the sign-in the token belongs to (sign-out). */
export async function revokeRefreshTokenFamily(db: Executor, token: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        isNull(refreshTokens.revokedAt),
        eq(
          refreshTokens.familyId,
          sql`(SELECT ${refreshTokens.familyId} FROM ${refreshTokens} WHERE ${refreshTokens.tokenHash} = ${hashToken(token)})`,
        ),
      ),
    );
}
