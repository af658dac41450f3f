import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { env } from '@/env';
import type { Executor } from '@/server/db/client';
import { endedSessions, refreshTokens } from '@/server/db/schema';
import { recordActivity } from '@/server/retention/record-activity';
import { forgetActor } from './actor';

/** A spent token presented again within this window is a concurrent refresh, not theft. */
const REUSE_GRACE_MS = 30_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** At a sign-in and at each rotation; the person counts as active (the inactivity rule). */
export async function issueRefreshToken(db: Executor, userId: string, familyId: string = randomUUID()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await recordActivity(db, userId);
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + env().refreshTokenLifetimeMs),
  });
  return token;
}

/** A refresh in flight when its session ends can still mint one access token: the row outlives it by this. */
const ENDED_SESSION_MARGIN_MS = 60_000;

/**
 * Records that the sign-in (refresh-token family) `sessionId` ended, so the API refuses its access
 * tokens at once (the user row's cache, `forgetActor`, carries the list), and drops the user's
 * records older than any access token still alive. The caller forgets the actor after its commit.
 */
async function recordEndedSession(tx: Executor, userId: string, sessionId: string): Promise<void> {
  await tx.insert(endedSessions).values({ sessionId, userId }).onConflictDoNothing();
  const keepMs = env().accessTokenLifetimeMs + ENDED_SESSION_MARGIN_MS;
  await tx.delete(endedSessions).where(and(eq(endedSessions.userId, userId), lt(endedSessions.endedAt, sql`now() - ${keepMs} * interval '1 millisecond'`)));
}

/**
 * Spends a refresh token and issues its successor. A token spent earlier (outside the grace
 * window) means it leaked: the whole family is revoked, its access tokens refused, and null returned.
 */
export async function rotateRefreshToken(db: Executor, token: string): Promise<{ userId: string; token: string; familyId: string } | null> {
  let leakedBy: string | null = null;
  const rotated = await db.transaction(async (tx) => {
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
      await recordEndedSession(tx, row.userId, row.familyId);
      leakedBy = row.userId;
      return null;
    }
    if (!row.rotatedAt) await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    return { userId: row.userId, token: await issueRefreshToken(tx, row.userId, row.familyId), familyId: row.familyId };
  });
  if (leakedBy) forgetActor(leakedBy);
  return rotated;
}

/** Whether the sign-in this token belongs to was ended: signed out, or every session of its user ended. */
export async function isRefreshTokenRevoked(db: Executor, token: string): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return Boolean(row?.revokedAt);
}

/** Ends the sign-in the token belongs to (sign-out): it can no longer refresh, and its access tokens are refused from now on. */
export async function revokeRefreshTokenFamily(db: Executor, token: string): Promise<void> {
  const [session] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!session) return;
  await db.transaction(async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(isNull(refreshTokens.revokedAt), eq(refreshTokens.familyId, session.familyId)));
    await recordEndedSession(tx, session.userId, session.familyId);
  });
  forgetActor(session.userId);
}
