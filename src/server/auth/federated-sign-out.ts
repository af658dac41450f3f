import 'server-only';
import type { JWT } from 'next-auth/jwt';
import type { Db } from '@/server/db/client';
import { verifyAccessToken } from './access-token';
import { revokeRefreshTokenFamily } from './refresh-tokens';

export type SignOutRequest = { provider: string | null; idToken: string | null; accessToken: string | null };

/**
 * Whether the query proves it comes from the signed-in page (a cross-site link cannot know
 * these tokens), and if so ends the sign-in: its refresh token family is revoked.
 */
export async function endSignIn(db: Db, session: JWT | null, request: SignOutRequest): Promise<boolean> {
  if (!session?.sub) return false;
  const idToken = session.provider?.idToken;
  const byIdToken = Boolean(request.idToken && idToken && request.idToken === idToken);
  const byAccessToken = Boolean(request.accessToken && (await verifyAccessToken(request.accessToken)) === session.sub);
  if (!byIdToken && !byAccessToken) return false;
  if (session.refreshToken) await revokeRefreshTokenFamily(db, session.refreshToken);
  return true;
}
