import { SignJWT } from 'jose';

/** Bearer tokens as the app mints them (the bench starts the app with this secret). */
export async function mintAccessToken(secret: string, userId: string, lifetimeSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('community-weight-tracker')
    .setAudience('community-weight-tracker-api')
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(new TextEncoder().encode(secret));
}
