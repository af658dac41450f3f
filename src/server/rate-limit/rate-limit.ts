import 'server-only';
import { env } from '@/env';
import { AppError } from '@/server/errors';
import { memoryStore, redisStore, type CounterStore } from './store';

export type LimitedAction = 'sign-in' | 'register' | 'forgot-password' | 'resend-verification';

const MINUTE = 60_000;
/** Per email: wrong passwords per minute before sign-in is refused unchecked. */
export const SIGN_IN_FAILURES_PER_EMAIL = 10;
/** Per email: mails a person can trigger per quarter hour (registration, reset, resend). */
export const MAILS_PER_EMAIL = 5;
const MAIL_WINDOW_MS = 15 * MINUTE;

const cache = globalThis as unknown as { __rateLimitStore?: CounterStore };

async function store(): Promise<CounterStore> {
  if (!cache.__rateLimitStore) {
    const redisUrl = env().redisUrl;
    if (redisUrl) {
      const { Redis } = await import('ioredis');
      cache.__rateLimitStore = redisStore(new Redis(redisUrl, { maxRetriesPerRequest: 2 }), env().redisKeyPrefix);
    } else {
      cache.__rateLimitStore = memoryStore();
    }
  }
  return cache.__rateLimitStore;
}

function refuse(): never {
  throw new AppError('rate_limited', 'TooManyAttempts');
}

/** Counts one request from this IP for the action; refuses past the per-IP budget. */
export async function limitByIp(action: LimitedAction, ip: string): Promise<void> {
  const count = await (await store()).increment(`ip:${action}:${ip}`, MINUTE);
  if (count > env().rateLimitPerIpPerMinute) refuse();
}

/** Counts one mail-sending request for this address; refuses past its budget. */
export async function limitMailsByEmail(action: LimitedAction, email: string): Promise<void> {
  const count = await (await store()).increment(`email:${action}:${email}`, MAIL_WINDOW_MS);
  if (count > MAILS_PER_EMAIL) refuse();
}

/** Before checking a password: refused once the address had its wrong passwords this minute. */
export async function assertSignInAllowed(email: string): Promise<void> {
  if ((await (await store()).count(`email:sign-in-failure:${email}`)) >= SIGN_IN_FAILURES_PER_EMAIL) refuse();
}

export async function recordSignInFailure(email: string): Promise<void> {
  await (await store()).increment(`email:sign-in-failure:${email}`, MINUTE);
}

/**
 * The client's address: the right-most X-Forwarded-For entry, i.e. the one the nearest proxy
 * (or Next itself, from the socket) wrote. See docs/decisions/0006-auth-mail-and-rate-limits.md.
 */
export function clientIp(headers: Headers | Record<string, string | string[] | undefined> | undefined): string {
  const raw = headers instanceof Headers ? headers.get('x-forwarded-for') : headers?.['x-forwarded-for'];
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  const last = value?.split(',').map((s) => s.trim()).filter(Boolean).pop();
  return last || 'unknown';
}
