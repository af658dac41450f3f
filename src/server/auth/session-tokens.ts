import 'server-only';
import { randomUUID } from 'node:crypto';
import type { JWT } from 'next-auth/jwt';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { accessTokenIssuedAt, mintAccessToken } from './access-token';
import { isSessionEnded } from './actor';
import { isRefreshTokenRevoked, issueRefreshToken, rotateRefreshToken } from './refresh-tokens';

/** Refresh when the access token expires within this, and not more often than this (SPEC §9). */
export const REFRESH_WINDOW_MS = 60_000;

export async function startSessionTokens(
  db: Db,
  userId: string,
  now: number = Date.now(),
): Promise<Pick<JWT, 'accessToken' | 'accessTokenExpires' | 'refreshToken' | 'signedInAt'>> {
  // The refresh-token family is the sign-in: its access tokens carry it, so a sign-out can end them.
  const sessionId = randomUUID();
  const [access, refreshToken] = await Promise.all([mintAccessToken(userId, now, now, sessionId), issueRefreshToken(db, userId, sessionId)]);
  return { accessToken: access.token, accessTokenExpires: access.expiresAt, refreshToken, signedInAt: now };
}

/** A session that can no longer call the API: it holds no tokens, and the client signs out (SPEC §4). */
function ended(token: JWT, now: number): JWT {
  return { ...token, accessToken: '', accessTokenExpires: 0, refreshToken: undefined, error: 'RefreshAccessTokenError', lastRefreshAt: now };
}

/** A database that cannot answer ends no session (the API is unavailable then anyway); it is logged. */
async function unlessUnanswered(check: Promise<boolean>, what: string): Promise<boolean> {
  try {
    return await check;
  } catch (error) {
    logger.error({ err: error }, `could not check whether the session was ${what}`);
    return false;
  }
}

/**
 * next-auth's jwt callback body for an existing session: a session whose user's sessions were
 * ended since its access token was issued (password reset) ends at once; a session whose sign-in
 * was signed out is no session at all (null); otherwise the tokens are refreshed near expiry, at
 * most once a minute.
 */
export async function refreshSessionTokens(db: Db, token: JWT, now: number = Date.now()): Promise<JWT | null> {
  if (token.error === 'RefreshAccessTokenError') return token;
  const issuedAt = token.sub && token.accessToken ? accessTokenIssuedAt(token.accessToken) : null;
  if (issuedAt === null || (await unlessUnanswered(isSessionEnded(db, token.sub!, issuedAt), 'ended'))) return ended(token, now);
  // The sign-out revoked this sign-in, yet its cookie came back: another tab's session fetch, sent
  // before the sign-out and answered after it, set the cookie again. It stays signed out.
  if (token.refreshToken && (await unlessUnanswered(isRefreshTokenRevoked(db, token.refreshToken), 'signed out'))) return null;
  const expiresSoon = token.accessTokenExpires - now < REFRESH_WINDOW_MS;
  const refreshedRecently = token.lastRefreshAt !== undefined && now - token.lastRefreshAt < REFRESH_WINDOW_MS;
  if (!expiresSoon || refreshedRecently) return token;
  try {
    const rotated = token.refreshToken ? await rotateRefreshToken(db, token.refreshToken) : null;
    if (!rotated || rotated.userId !== token.sub) return ended(token, now);
    const access = await mintAccessToken(rotated.userId, now, token.signedInAt, rotated.familyId);
    return {
      ...token,
      accessToken: access.token,
      accessTokenExpires: access.expiresAt,
      refreshToken: rotated.token,
      lastRefreshAt: now,
      error: undefined,
    };
  } catch (error) {
    logger.error({ err: error }, 'access token refresh failed');
    return ended(token, now);
  }
}
