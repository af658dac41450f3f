import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { users } from '@/server/db/schema';

export type CoalitionAdminChange = 'changed' | 'unchanged' | 'no_such_user';

/**
 * Makes a person the coalition's Admin, or no longer. Only the `npm run admin`
 * command calls this: no API call grants the role, so no stolen session can. Running servers see
 * the change within the actor cache's 5 seconds.
 */
export async function setCoalitionAdmin(db: Executor, email: string, admin: boolean): Promise<CoalitionAdminChange> {
  const address = email.trim().toLowerCase();
  const [user] = await db.select({ id: users.id, coalitionAdmin: users.coalitionAdmin }).from(users).where(eq(users.email, address)).limit(1);
  if (!user) return 'no_such_user';
  if (user.coalitionAdmin === admin) return 'unchanged';
  await db.update(users).set({ coalitionAdmin: admin }).where(eq(users.id, user.id));
  return 'changed';
}
