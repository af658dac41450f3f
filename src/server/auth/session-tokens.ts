import 'server-only';
import type { JWT } from 'next-auth/jwt';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { mintAccessToken } from './access-token';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens';

/** Refresh when the access token expires within this, and not more often than this (SPEC §9). */
export const REFRESH_WINDOW_MS = 60_000;

export async function startSessionTokens(db: Db, userId: string): Promise<Pick<JWT, 'accessToken' | 'accessTokenExpires' | 'refreshToken'>> {
  const [access, refreshToken] = await Promise.all([mintAccessToken(userId), issueRefreshToken(db, userId)]);
  return { accessToken: access.token, accessTokenExpires: access.expiresAt, refreshToken };
}

/** next-auth's jwt callback body for an existing session: refresh near expiry, throttled. */
export async function refreshSessionTokens(db: Db, token: JWT, now: number = Date.now()): Promise<JWT> {
  const expiresSoon = token.accessTokenExpires - now < REFRESH_WINDOW_MS;
  const refreshedRecently = token.lastRefreshAt !== undefined && now - token.lastRefreshAt < REFRESH_WINDOW_MS;
  if (!expiresSoon || refreshedRecently || token.error === 'RefreshAccessTokenError') return token;
  try {
    const rotated = token.refreshToken ? await rotateRefreshToken(db, token.refreshToken) : null;
    if (!rotated || rotated.userId !== token.sub) return { ...token, error: 'RefreshAccessTokenError', lastRefreshAt: now };
    const access = await mintAccessToken(rotated.userId, now);
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
    return { ...token, error: 'RefreshAccessTokenError', lastRefreshAt: now };
  }
}
