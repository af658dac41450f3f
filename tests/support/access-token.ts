import { SignJWT } from 'jose';
import { TEST_SECRETS } from './server';

/**
 * A bearer token as the app mints it for servers started with TEST_SECRETS, expiring
 * `expiresInSeconds` from now (negative: already expired).
 */
export async function mintTestAccessToken(userId: string, expiresInSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('community-weight-tracker')
    .setAudience('community-weight-tracker-api')
    .setIssuedAt(Math.min(now, now + expiresInSeconds - 1))
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(TEST_SECRETS.ACCESS_TOKEN_SECRET));
}
