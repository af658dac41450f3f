import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/env';

/**
 * The "keep my account" link of the inactivity warning: `userId.warnedAtMs.signature`, an HMAC
 * under a key derived for this purpose only, so no other token of the app can stand in for it.
 */
function key(): Buffer {
  return createHmac('sha256', env().accessTokenSecret).update('inactive-account-keep-v1').digest();
}

const sign = (payload: string) => createHmac('sha256', key()).update(payload).digest('base64url');

export function keepAccountToken(userId: string, warnedAt: Date): string {
  const payload = `${userId}.${warnedAt.getTime()}`;
  return `${payload}.${sign(payload)}`;
}

export type KeepAccountClaim = { userId: string; warnedAt: Date };

/** The token's claim when its signature is ours, else null. */
export function readKeepAccountToken(token: string): KeepAccountClaim | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, warnedAtText, signature] = parts as [string, string, string];
  if (!/^[0-9a-f-]{36}$/.test(userId) || !/^\d{1,15}$/.test(warnedAtText)) return null;
  const expected = Buffer.from(sign(`${userId}.${warnedAtText}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, warnedAt: new Date(Number(warnedAtText)) };
}
