import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { ShareLink } from '@/lib/schemas/shares';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { shareLinks } from '@/server/db/schema';
import { shareLinkColumns, toShareLink } from './share-link-dto';

/** The actor's live share links, newest first. */
export async function listShares({ db, actor }: { db: Db; actor: Actor }): Promise<ShareLink[]> {
  const rows = await db
    .select(shareLinkColumns)
    .from(shareLinks)
    .where(eq(shareLinks.userId, actor.id))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return rows.map(toShareLink);
}
