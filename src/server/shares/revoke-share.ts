import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { shareLinks } from '@/server/db/schema';
import { AppError } from '@/server/errors';

/**
 * Revokes (deletes) one of the actor's links: 404 for an unknown one, 403 for another person's
 * (whoever holds a link can already see its page, so saying it exists tells them nothing new).
 */
export async function revokeShare({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<void> {
  const deleted = await db
    .delete(shareLinks)
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, actor.id)))
    .returning({ id: shareLinks.id });
  if (deleted.length > 0) return;
  const [other] = await db.select({ id: shareLinks.id }).from(shareLinks).where(eq(shareLinks.id, id)).limit(1);
  if (other) throw new AppError('forbidden', "You may not revoke another person's share link");
  throw new AppError('not_found', 'No such share link');
}
