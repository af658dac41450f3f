import 'server-only';
import { SignJWT, jwtVerify } from 'jose';
import { env } from '@/env';

const ISSUER = 'community-weight-tracker';
const AUDIENCE = 'community-weight-tracker-api';

function key(): Uint8Array {
  return new TextEncoder().encode(env().accessTokenSecret);
}

export type AccessToken = { token: string; expiresAt: number };

/** A short-lived bearer token for the product API (SPEC §7). */
export async function mintAccessToken(userId: string, now: number = Date.now()): Promise<AccessToken> {
  const expiresAt = now + env().accessTokenLifetimeMs;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key());
  return { token, expiresAt };
}

/** The user and expiry (ms) of a valid, unexpired token; null for anything else. */
export async function readAccessToken(token: string): Promise<{ userId: string; expiresAt: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    return typeof payload.sub === 'string' && typeof payload.exp === 'number' ? { userId: payload.sub, expiresAt: payload.exp * 1000 } : null;
  } catch {
    return null;
  }
}

/** The user id of a valid, unexpired token; null for anything else. */
export async function verifyAccessToken(token: string): Promise<string | null> {
  return (await readAccessToken(token))?.userId ?? null;
}
