import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { endedSessions, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { ttlCache } from '@/server/cache/ttl-cache';
import { readAccessToken } from './access-token';
import { personColumns } from '@/server/users/person-columns';

/** The signed-in user a request acts as. */
export type Actor = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  directoryManaged: boolean;
  /** The coalition's Admin: may read the coalition's outcomes. Absent is false. */
  coalitionAdmin?: boolean;
  /** When the session of the bearer token signed in (ms; its `auth_time`), if the token says. */
  signedInAt?: number | null;
};

/**
 * The user row as the API needs it: the actor, the moment before which their tokens are refused
 * (ms, 0 for never), and their sign-ins that were signed out while access tokens of them may live.
 */
type ActorRow = { actor: Actor; sessionsValidAfter: number; endedSessions: readonly string[] };

/**
 * How long another process may go on using a user row it read. Within this process a change
 * (name, email, directory flag, sessions ended) is forgotten at once; on other instances a
 * password reset or a sign-out ends old access tokens within this many milliseconds
 * (docs/decisions/0018, 0054).
 */
export const ACTOR_CACHE_TTL_MS = 5_000;

// Every API call presents a token and needs its user: without these two caches that is an HMAC
// check and a query per call. A verified token stays valid until its own expiry unless
// its user's sessions ended after it was issued or its sign-in was signed out, which is checked on
// every call against the row.
type VerifiedToken = { userId: string; issuedAt: number; signedInAt: number | null; sessionId: string | null };
const verifiedTokens = ttlCache<string, VerifiedToken>({ ttlMs: 5 * 60_000, maxEntries: 20_000 });
const actors = ttlCache<string, ActorRow>({ ttlMs: ACTOR_CACHE_TTL_MS, maxEntries: 20_000, shareAs: 'actors' });

/** Called after a change to a user's name, email, directory flag or sessions (a sign-out too), so this process sees it at once. */
export function forgetActor(userId: string): void {
  actors.delete(userId);
}

async function verified(token: string): Promise<VerifiedToken | null> {
  const cached = verifiedTokens.get(token);
  if (cached) return cached;
  const read = await readAccessToken(token);
  if (!read) return null;
  const entry = { userId: read.userId, issuedAt: read.issuedAt, signedInAt: read.signedInAt, sessionId: read.sessionId };
  verifiedTokens.set(token, entry, { expiresAt: read.expiresAt });
  return entry;
}

async function actorRow(db: Executor, userId: string): Promise<ActorRow | null> {
  const cached = actors.get(userId);
  if (cached) return cached;
  const [row] = await db
    .select({
      ...personColumns,
      directoryManaged: users.directoryManaged,
      coalitionAdmin: users.coalitionAdmin,
      sessionsValidAfter: users.sessionsValidAfter,
      endedSessions: sql<string[]>`array(select ${endedSessions.sessionId}::text from ${endedSessions} where ${endedSessions.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { sessionsValidAfter, endedSessions: ended, ...actor } = row;
  const entry = { actor, sessionsValidAfter: sessionsValidAfter?.getTime() ?? 0, endedSessions: ended };
  actors.set(userId, entry);
  return entry;
}

/**
 * Whether a token of the user issued at `issuedAt` (ms) belongs to a session that has since been
 * ended (a password reset): also true for a user who no longer exists.
 */
export async function isSessionEnded(db: Executor, userId: string, issuedAt: number): Promise<boolean> {
  const row = await actorRow(db, userId);
  return !row || issuedAt < row.sessionsValidAfter;
}

export async function authenticateBearer(db: Executor, header: string | null): Promise<Actor> {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw new AppError('unauthorized', 'No valid authentication token found');
  const token = await verified(match[1]);
  if (!token) throw new AppError('unauthorized', 'The access token is invalid or expired');
  const row = await actorRow(db, token.userId);
  if (!row) throw new AppError('unauthorized', 'The access token is invalid or expired');
  if (token.issuedAt < row.sessionsValidAfter || (token.sessionId !== null && row.endedSessions.includes(token.sessionId))) {
    throw new AppError('unauthorized', 'The session of this access token has ended; sign in again');
  }
  return token.signedInAt === null ? row.actor : { ...row.actor, signedInAt: token.signedInAt };
}
