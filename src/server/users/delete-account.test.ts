import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestDatabase } from '../../../tests/support/test-database';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import type { Actor } from '@/server/auth/actor';
import { resolveExternalSignIn } from '@/server/auth/external-sign-in';
import type { Db } from '@/server/db/client';
import { accounts, externalIdentities, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { deleteAccount, RECENT_SIGN_IN_MS } from './delete-account';

let db: Db;
withTestDatabase((fresh) => {
  db = fresh;
});

/** Someone who only ever signed in through a provider: no password to ask for. */
async function externalOnly(email: string): Promise<Actor> {
  const result = await resolveExternalSignIn(db, { provider: 'google', providerAccountId: `sub-${email}`, email, firstName: 'Ext', lastName: 'Ernal' }, null);
  if (result.kind !== 'signedIn') throw new Error('sign-in failed');
  return { id: result.user.id, email, firstName: 'Ext', lastName: 'Ernal', directoryManaged: false };
}

const outcome = (promise: Promise<void>) =>
  promise.then(
    () => 'deleted',
    (error: unknown) => (error instanceof AppError ? `${error.status} ${error.detail}` : Promise.reject(error)),
  );
const exists = async (id: string) => (await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

describe('deleting an account without a password', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('needs a sign-in of the last five minutes: none, or an older one, is 403 RecentSignInRequired and nothing goes', async () => {
    const person = await externalOnly('stale@example.org');
    for (const signedInAt of [undefined, null, now - RECENT_SIGN_IN_MS - 1, now + 5 * 60_000]) {
      expect(await outcome(deleteAccount({ db, actor: { ...person, signedInAt }, input: {}, clientIp: '203.0.113.9', now }))).toBe('403 RecentSignInRequired');
    }
    expect(await exists(person.id)).toBe(true);
    expect(await db.select().from(externalIdentities).where(eq(externalIdentities.userId, person.id))).toHaveLength(1);
  });

  it('deletes with a recent sign-in: the user, their linked identity and their personal account', async () => {
    const person = await externalOnly('fresh@example.org');
    const personal = (await findPersonalAccountId(db, person.id))!;
    expect(await outcome(deleteAccount({ db, actor: { ...person, signedInAt: now - RECENT_SIGN_IN_MS }, input: {}, clientIp: '203.0.113.9', now }))).toBe(
      'deleted',
    );
    expect(await exists(person.id)).toBe(false);
    expect(await db.select().from(externalIdentities).where(eq(externalIdentities.userId, person.id))).toHaveLength(0);
    expect(await db.select().from(accounts).where(eq(accounts.id, personal))).toHaveLength(0);
  });
});
