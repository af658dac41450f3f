import 'server-only';
import { eq } from 'drizzle-orm';
import { signInSchema } from '@/lib/schemas/auth';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { timingDummyHash, verifyPassword } from './password';

export type SignedInUser = { id: string; email: string; firstName: string; lastName: string };

/** The user whose email and password match, or null; the same work either way. */
export async function verifyCredentials(db: Db, raw: unknown): Promise<SignedInUser | null> {
  const parsed = signInSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user?.passwordHash) {
    await verifyPassword(await timingDummyHash(), password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
}
