import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { ttlCache } from '@/server/cache/ttl-cache';
import { readAccessToken } from './access-token';

/** The signed-in user a request acts as. */
export type Actor = { id: string; email: string; firstName: string; lastName: string; directoryManaged: boolean };

// Every API call presents a token and needs its user: without these two caches that is an HMAC
// check and a query per call (issue 8). A verified token stays valid until its own expiry; the
// user row may be a few seconds stale on another instance, and is forgotten here on change.
const verifiedTokens = ttlCache<string, string>({ ttlMs: 5 * 60_000, maxEntries: 20_000 });
const actors = ttlCache<string, Actor>({ ttlMs: 5_000, maxEntries: 20_000 });

/** Called after a change to a user's name, email or directory flag, so this process sees it at once. */
export function forgetActor(userId: string): void {
  actors.delete(userId);
}

async function userIdOf(token: string): Promise<string | null> {
  const cached = verifiedTokens.get(token);
  if (cached) return cached;
  const verified = await readAccessToken(token);
  if (!verified) return null;
  verifiedTokens.set(token, verified.userId, { expiresAt: verified.expiresAt });
  return verified.userId;
}

export async function authenticateBearer(db: Db, header: string | null): Promise<Actor> {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw new AppError('unauthorized', 'No valid authentication token found');
  const userId = await userIdOf(match[1]);
  if (!userId) throw new AppError('unauthorized', 'The access token is invalid or expired');
  const cached = actors.get(userId);
  if (cached) return cached;
  const [actor] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      directoryManaged: users.directoryManaged,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!actor) throw new AppError('unauthorized', 'The access token is invalid or expired');
  actors.set(userId, actor);
  return actor;
}
