import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PersonBudget } from '@/lib/api/define';
import { env } from '@/env';
import { AppError } from '@/server/errors';
import { logger } from '@/server/logger';
import { countEvent } from '@/server/metrics/events';
import { fallbackStore, memoryStore, type CounterStore, type RateLimitState } from './store';
import { checkSignIn, recordFailedSignIn, recordSuccessfulSignIn } from './sign-in-lockout';

export type LimitedAction =
  'sign-in' | 'register' | 'forgot-password' | 'resend-verification' | 'email-change' | 'log-error' | 'share-view' | 'accessibility-feedback';

const MINUTE = 60_000;
/** Per email: mails a person can trigger per quarter hour (registration, reset, resend). */
export const MAILS_PER_EMAIL = 5;
const MAIL_WINDOW_MS = 15 * MINUTE;
/** Per client address: crash reports (POST /api/logError) a minute. */
export const LOG_ERRORS_PER_IP_PER_MINUTE = 20;
/** Per client address: share pages and share cards (`/s/{id}`, `/api/Share/{id}/image`) a minute, together. */
export const SHARE_VIEWS_PER_IP_PER_MINUTE = 60;
/** Per address: "create an account first" invitation mails a day, whoever invites. */
export const CREATE_ACCOUNT_MAILS_PER_DAY = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Limits = { store: CounterStore; state: () => RateLimitState; close: () => Promise<void> };
const cache = globalThis as unknown as { __rateLimits?: Promise<Limits> };

/** How long the first connection may take before the limits start in memory (and say so). */
const FIRST_CONNECT_MS = 1_000;

async function open(): Promise<Limits> {
  const { redisUrl, redisKeyPrefix } = env();
  if (!redisUrl) return { store: memoryStore(), state: () => 'memory', close: async () => undefined };
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    // Fail fast instead of queueing while disconnected: the fallback answers meanwhile.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: FIRST_CONNECT_MS,
    commandTimeout: 1_000,
    // Keep reconnecting, at most every 2 s, for as long as the process runs.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  const store = fallbackStore(redis, redisKeyPrefix, logger);
  // Start on Redis when it answers at once; otherwise in memory (one warning) until it does.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', done);
    redis.once('error', done);
  });
  return {
    store,
    state: store.state,
    close: async () => {
      // QUIT lets Redis answer what was sent; without a connection there is nothing to wait for
      // (and no offline queue to take QUIT), so the reconnecting client just stops.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

function limits(): Promise<Limits> {
  cache.__rateLimits ??= open();
  return cache.__rateLimits;
}

/**
 * Stopping's last step: closes the Redis connection, when one was opened (the limits open it at
 * their first use). Its reconnect timer and socket would otherwise keep the process alive.
 */
export async function closeRateLimits(): Promise<void> {
  const opened = cache.__rateLimits;
  if (opened) await (await opened).close();
}

async function store(): Promise<CounterStore> {
  return (await limits()).store;
}

/** For /api/health: where the limits are counted right now. */
export async function rateLimitHealth(): Promise<RateLimitState> {
  return (await limits()).state();
}

/** Where a request stands in one window that counted it. */
type Standing = { limit: number; remaining: number; resetSeconds: number };
/** What the limits of one API request found, for its answer's headers. */
type Counted = { standings: Standing[]; retryAfterSeconds?: number };
const counted = new AsyncLocalStorage<Counted>();

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function record(standing: Standing): void {
  counted.getStore()?.standings.push(standing);
}

/**
 * Runs an API call's handler and hands `setHeaders` what its limits found, answered or refused:
 * `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds) once a limit counted
 * the request (of the window with the fewest left, when two did), and `Retry-After` (seconds)
 * on a refusal.
 */
export async function withRateLimitHeaders<T>(run: () => Promise<T>, setHeaders: (headers: Record<string, string>) => void): Promise<T> {
  const found: Counted = { standings: [] };
  try {
    return await counted.run(found, run);
  } finally {
    const { standings, retryAfterSeconds } = found;
    const tightest = standings.reduce<Standing | undefined>(
      (least, standing) => (least && least.remaining <= standing.remaining ? least : standing),
      undefined,
    );
    setHeaders({
      ...(tightest
        ? { 'ratelimit-limit': String(tightest.limit), 'ratelimit-remaining': String(tightest.remaining), 'ratelimit-reset': String(tightest.resetSeconds) }
        : {}),
      ...(retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {}),
    });
  }
}

function refuse(resetInMs: number, detail = 'TooManyAttempts'): never {
  const found = counted.getStore();
  if (found) found.retryAfterSeconds = seconds(resetInMs);
  throw new AppError('rate_limited', detail);
}

/** An action's per-IP budget and its window. */
function ipBudgetOf(action: LimitedAction): { budget: number; windowMs: number } {
  if (action === 'log-error') return { budget: LOG_ERRORS_PER_IP_PER_MINUTE, windowMs: MINUTE };
  if (action === 'share-view') return { budget: SHARE_VIEWS_PER_IP_PER_MINUTE, windowMs: MINUTE };
  // Each message mails the coalition's staff: an hour's window keeps a flood from one address small.
  if (action === 'accessibility-feedback') return { budget: env().feedbackPerIpPerHour, windowMs: HOUR };
  return { budget: env().rateLimitPerIpPerMinute, windowMs: MINUTE };
}

/** Counts one request from this IP for the action; refuses past the per-IP budget. */
export async function limitByIp(action: LimitedAction, ip: string): Promise<void> {
  const { budget, windowMs } = ipBudgetOf(action);
  const { count, resetInMs } = await (await store()).hit(`ip:${action}:${ip}`, windowMs);
  record({ limit: budget, remaining: Math.max(0, budget - count), resetSeconds: seconds(resetInMs) });
  if (count > budget) refuse(resetInMs);
}

/** A per-person budget: requests in a fixed window, and for some one request at a time. */
type Budget = { limit: number; windowMs: number; oneAtATime: boolean };

function budgetOf(kind: PersonBudget): Budget {
  const { readsPerMinute, writesPerMinute, mailsPer10Minutes, exportsPerHour, importsPerHour } = env().personBudgets;
  switch (kind) {
    case 'read':
      return { limit: readsPerMinute, windowMs: MINUTE, oneAtATime: false };
    case 'write':
      return { limit: writesPerMinute, windowMs: MINUTE, oneAtATime: false };
    case 'mail':
      return { limit: mailsPer10Minutes, windowMs: 10 * MINUTE, oneAtATime: false };
    case 'export':
      return { limit: exportsPerHour, windowMs: HOUR, oneAtATime: true };
    case 'import':
      return { limit: importsPerHour, windowMs: HOUR, oneAtATime: true };
  }
}

/**
 * The longest a person's export or import keeps their one slot when it is never given back (the
 * process died mid-request): a whole history's export or a full file's import takes seconds.
 */
const SLOT_TTL_MS = 2 * MINUTE;
/** Retry-After while the person's own export or import is still running: it ends within seconds. */
const SLOT_RETRY_AFTER_MS = 5_000;

/**
 * Counts one request of a signed-in person against the call's budget; refuses
 * past it. An export or import also takes the person's one slot of its kind, refused (detail
 * `OneAtATime`) while another request of theirs holds it; the function returned gives it back,
 * which the caller does once the answer is sent.
 */
export async function limitPerPerson(kind: PersonBudget, userId: string): Promise<(() => Promise<void>) | undefined> {
  const { limit, windowMs, oneAtATime } = budgetOf(kind);
  const limits = await store();
  const { count, resetInMs } = await limits.hit(`person:${kind}:${userId}`, windowMs);
  record({ limit, remaining: Math.max(0, limit - count), resetSeconds: seconds(resetInMs) });
  if (count > limit) refuse(resetInMs);
  if (!oneAtATime) return undefined;
  const slot = `person-slot:${kind}:${userId}`;
  const token = await limits.lease(slot, SLOT_TTL_MS);
  if (!token) refuse(SLOT_RETRY_AFTER_MS, 'OneAtATime');
  return () => limits.release(slot, token);
}

/**
 * Counts one mail-sending request for this address; refuses past its budget. Only a refusal
 * tells (Retry-After): how many mails an address had is not the caller's to know.
 */
export async function limitMailsByEmail(action: LimitedAction, email: string): Promise<void> {
  const { count, resetInMs } = await (await store()).hit(`email:${action}:${email}`, MAIL_WINDOW_MS);
  if (count > MAILS_PER_EMAIL) refuse(resetInMs);
}

/**
 * Whether the "create an account first" mail may go to this address now: the first ask of the
 * day says yes, later ones no (the API answer is the same 404 either way).
 */
export async function mayMailCreateAccount(email: string): Promise<boolean> {
  return (await (await store()).increment(`create-account-mail:${email.toLowerCase()}`, DAY)) <= CREATE_ACCOUNT_MAILS_PER_DAY;
}

/** Gives the day's "create an account" mail back when it could not be sent. */
export async function releaseCreateAccountMail(email: string): Promise<void> {
  await (await store()).reset(`create-account-mail:${email.toLowerCase()}`);
}

/**
 * Before checking a password: refused (detail `SignInLocked`) while this address is locked out
 * of this account, or while the account backs off and this address has guessed wrong
 * (sign-in-lockout.ts, docs/decisions/0019).
 */
export async function assertSignInAllowed(email: string, ip: string): Promise<void> {
  if (!(await checkSignIn(await store(), email, ip))) throw new AppError('rate_limited', 'SignInLocked');
}

/** A wrong password, counted for the lockout; the metrics count the lockouts it began. */
export async function recordSignInFailure(email: string, ip: string): Promise<void> {
  const began = await recordFailedSignIn(await store(), email, ip);
  if (began.address) countEvent({ name: 'sign-in-lockout', scope: 'address' });
  if (began.account) countEvent({ name: 'sign-in-lockout', scope: 'account' });
}

/** The right password: this address starts from zero again for this account. */
export async function recordSignInSuccess(email: string, ip: string): Promise<void> {
  await recordSuccessfulSignIn(await store(), email, ip);
}

/**
 * The client's address: the right-most X-Forwarded-For entry, i.e. the one the nearest proxy
 * (or Next itself, from the socket) wrote. See docs/decisions/0006-auth-mail-and-rate-limits.md.
 */
export function clientIp(headers: Headers | Record<string, string | string[] | undefined> | undefined): string {
  const raw = headers instanceof Headers ? headers.get('x-forwarded-for') : headers?.['x-forwarded-for'];
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  const last = value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last || 'unknown';
}
