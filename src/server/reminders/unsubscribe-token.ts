import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/env';
import type { ReminderKind } from './rules';

export type { ReminderKind };
const KINDS: readonly ReminderKind[] = ['daily', 'streak', 'weekly'];

/** Each kind's own counter in reminder_settings: a link of one kind never spends the links of another. */
export const UNSUBSCRIBE_NONCE_KEY = {
  daily: 'dailyUnsubscribeNonce',
  streak: 'streakUnsubscribeNonce',
  weekly: 'weeklyUnsubscribeNonce',
} as const satisfies Record<ReminderKind, string>;

/**
 * A signed, single-purpose unsubscribe token: `userId.kind.nonce.signature`. The signature is an
 * HMAC under a key derived for this purpose only, so no other token of the app can stand in for
 * it. The nonce is the person's current counter for that kind; using a link increments it, so a
 * link spends itself and the older links of its kind only.
 */
function key(): Buffer {
  return createHmac('sha256', env().accessTokenSecret).update('reminders-unsubscribe-v1').digest();
}

const sign = (payload: string) => createHmac('sha256', key()).update(payload).digest('base64url');

export function unsubscribeToken(userId: string, kind: ReminderKind, nonce: number): string {
  const payload = `${userId}.${kind}.${nonce}`;
  return `${payload}.${sign(payload)}`;
}

export type UnsubscribeClaim = { userId: string; kind: ReminderKind; nonce: number };

/** The token's claim when its signature is ours, else null. Whether it was used is the caller's check. */
export function readUnsubscribeToken(token: string): UnsubscribeClaim | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [userId, kind, nonceText, signature] = parts as [string, string, string, string];
  if (!/^[0-9a-f-]{36}$/.test(userId) || !KINDS.includes(kind as ReminderKind) || !/^\d{1,9}$/.test(nonceText)) return null;
  const expected = Buffer.from(sign(`${userId}.${kind}.${nonceText}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: kind as ReminderKind, nonce: Number(nonceText) };
}
