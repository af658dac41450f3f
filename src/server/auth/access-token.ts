import 'server-only';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { env } from '@/env';

const ISSUER = 'community-weight-tracker';
const AUDIENCE = 'community-weight-tracker-api';

function key(): Uint8Array {
  return new TextEncoder().encode(env().accessTokenSecret);
}

export type AccessToken = { token: string; expiresAt: number };

/**
 * A short-lived bearer token for the product API (SPEC §7). `iat` keeps milliseconds (a JWT
 * NumericDate may be fractional): a token is refused when it was issued before its user's
 * sessions were ended (password reset), and whole seconds would blur that order.
 */
export async function mintAccessToken(userId: string, now: number = Date.now(), signedInAt?: number, sessionId?: string): Promise<AccessToken> {
  const expiresAt = now + env().accessTokenLifetimeMs;
  // `auth_time` (OpenID Connect's name): when the person signed in, kept through refreshes, so a
  // call that needs a recent sign-in (deleting an account without a password) can ask for one.
  // `sid` (OpenID Connect's name): the sign-in, its refresh-token family, so a sign-out ends it.
  const claims = { ...(signedInAt === undefined ? {} : { auth_time: signedInAt / 1000 }), ...(sessionId === undefined ? {} : { sid: sessionId }) };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now / 1000)
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key());
  return { token, expiresAt };
}

export type VerifiedAccessToken = { userId: string; expiresAt: number; issuedAt: number; signedInAt: number | null; sessionId: string | null };

/** Milliseconds of a NumericDate claim (rounded: fractional seconds do not multiply exactly). */
const ms = (seconds: number) => Math.round(seconds * 1000);

/** The user, expiry and issue time (ms) of a valid, unexpired token; null for anything else. */
export async function readAccessToken(token: string): Promise<VerifiedAccessToken | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
    const signedInAt = typeof payload.auth_time === 'number' ? ms(payload.auth_time) : null;
    const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
    return { userId: payload.sub, expiresAt: ms(payload.exp), issuedAt: ms(payload.iat), signedInAt, sessionId };
  } catch {
    return null;
  }
}

/** When a token this app minted was issued (ms), without checking it: for tokens held in the sealed session cookie. */
export function accessTokenIssuedAt(token: string): number | null {
  try {
    const { iat } = decodeJwt(token);
    return typeof iat === 'number' ? ms(iat) : null;
  } catch {
    return null;
  }
}

/** The user id of a valid, unexpired token; null for anything else. */
export async function verifyAccessToken(token: string): Promise<string | null> {
  return (await readAccessToken(token))?.userId ?? null;
}
