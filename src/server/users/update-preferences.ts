import 'server-only';
import { eq } from 'drizzle-orm';
import type { PreferencesInput } from '@/lib/schemas/users';
import type { Actor } from '@/server/auth/actor';
import type { Executor } from '@/server/db/client';
import { users } from '@/server/db/schema';

/** Sets the caller's display unit and height; stored weights do not change. */
export async function updatePreferences({ db, actor, input }: { db: Executor; actor: Actor; input: PreferencesInput }): Promise<PreferencesInput> {
  const [row] = await db
    .update(users)
    .set({ displayUnit: input.displayUnit, heightCm: input.heightCm, updatedAt: new Date() })
    .where(eq(users.id, actor.id))
    .returning({ displayUnit: users.displayUnit, heightCm: users.heightCm });
  return { displayUnit: row!.displayUnit, heightCm: row!.heightCm === null ? null : Number(row!.heightCm) };
}
