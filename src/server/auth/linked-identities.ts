import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { ExternalProviderId } from '@/env';
import type { Db } from '@/server/db/client';
import { externalIdentities, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { enabledProviderIds } from './external-providers';

export type LinkedProvider = { provider: ExternalProviderId; linked: boolean; linkedAt: string | null };

/** Every enabled provider, with whether the user has linked it. */
export async function listLinkedProviders(db: Db, userId: string): Promise<LinkedProvider[]> {
  const rows = await db
    .select({ provider: externalIdentities.provider, createdAt: externalIdentities.createdAt })
    .from(externalIdentities)
    .where(eq(externalIdentities.userId, userId));
  return enabledProviderIds().map((provider) => {
    const row = rows.find((r) => r.provider === provider);
    return { provider, linked: Boolean(row), linkedAt: row?.createdAt.toISOString() ?? null };
  });
}

/** Unlinks a provider, but never the last way in (no password and no other identity). */
export async function unlinkProvider(db: Db, userId: string, provider: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the user row so two concurrent unlinks cannot both pass the "last way in" check.
    const [user] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
    const [{ identities } = { identities: 0 }] = await tx.select({ identities: count() }).from(externalIdentities).where(eq(externalIdentities.userId, userId));
    const mine = and(eq(externalIdentities.userId, userId), eq(externalIdentities.provider, provider));
    const [linked] = await tx.select({ id: externalIdentities.id }).from(externalIdentities).where(mine);
    if (!linked) throw new AppError('not_found', 'This provider is not linked');
    if (!user?.passwordHash && identities <= 1) throw new AppError('conflict', 'LastSignInMethod');
    await tx.delete(externalIdentities).where(mine);
  });
}
