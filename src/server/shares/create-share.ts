import 'server-only';
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { MAX_SHARE_LINKS, type CreateShareInput, type ShareLink } from '@/lib/schemas/shares';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { shareLinks, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { shareLinkColumns, toShareLink } from './share-link-dto';

/** 128 random bits, base64url (22 characters): the link is the page's only key. */
export function newShareId(): string {
  return randomBytes(16).toString('base64url');
}

/** Makes a share link of the actor's own; 409 once they have MAX_SHARE_LINKS live ones. */
export async function createShare({ db, actor, input }: { db: Db; actor: Actor; input: CreateShareInput }): Promise<ShareLink> {
  return db.transaction(async (tx) => {
    // One person's creates queue on their row, so two at once cannot pass the cap together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('no key update');
    const [existing] = await tx.select({ n: count() }).from(shareLinks).where(eq(shareLinks.userId, actor.id));
    if ((existing?.n ?? 0) >= MAX_SHARE_LINKS) {
      throw new AppError('conflict', `You have ${MAX_SHARE_LINKS} share links: revoke one to make another`);
    }
    const [row] = await tx
      .insert(shareLinks)
      .values({ id: newShareId(), userId: actor.id, includeWeight: input.includeWeight, timeZone: input.timeZone })
      .returning(shareLinkColumns);
    return toShareLink(row!);
  });
}
