import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { verifyAccessToken } from './access-token';

/** The signed-in user a request acts as. */
export type Actor = { id: string; email: string; firstName: string; lastName: string; directoryManaged: boolean };

export async function authenticateBearer(db: Db, header: string | null): Promise<Actor> {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw new AppError('unauthorized', 'No valid authentication token found');
  const userId = await verifyAccessToken(match[1]);
  if (!userId) throw new AppError('unauthorized', 'The access token is invalid or expired');
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
  return actor;
}
