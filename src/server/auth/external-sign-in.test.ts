import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestDatabase } from '../../../tests/support/test-database';
import type { Db } from '@/server/db/client';
import { externalIdentities, users } from '@/server/db/schema';
import { linkIdentity, resolveExternalSignIn } from './external-sign-in';
import { registerUser } from './register-user';

let db: Db;
withTestDatabase((fresh) => {
  db = fresh;
});

const profile = (provider: string, email: string) => ({ provider, providerAccountId: `sub-${email}`, email, firstName: 'Dir', lastName: 'Ectory' });

describe('external sign-in', () => {
  it('creates a verified user for a new email; adfs makes the profile directory-managed', async () => {
    const result = await resolveExternalSignIn(db, profile('adfs', 'new@example.org'), null);
    expect(result).toMatchObject({ kind: 'signedIn', user: { email: 'new@example.org', firstName: 'Dir' } });
    const [user] = await db.select().from(users).where(eq(users.email, 'new@example.org'));
    expect(user).toMatchObject({ directoryManaged: true, passwordHash: null });
    expect(user!.emailVerifiedAt).not.toBeNull();
    // The same identity again is the same person.
    const again = await resolveExternalSignIn(db, profile('adfs', 'new@example.org'), null);
    expect(again.kind === 'signedIn' && again.user.id).toBe(user!.id);
  });

  it('keeps a provider profile within the bounds the API documents: names cut to 100, an over-long email counts as none', async () => {
    const long = { ...profile('google', 'long-names@example.org'), firstName: 'F'.repeat(300), lastName: 'L'.repeat(300) };
    const result = await resolveExternalSignIn(db, long, null);
    expect(result.kind === 'signedIn' && [result.user.firstName.length, result.user.lastName.length]).toEqual([100, 100]);
    const [user] = await db.select().from(users).where(eq(users.email, 'long-names@example.org'));
    expect([user!.firstName.length, user!.lastName.length]).toEqual([100, 100]);

    const overLong = `${'x'.repeat(250)}@example.org`;
    expect(await resolveExternalSignIn(db, profile('google', overLong), null)).toEqual({ kind: 'failed' });
    expect(await db.select().from(users).where(eq(users.email, overLong))).toHaveLength(0);
  });

  it('never creates a second user for an email with an account: linking is required', async () => {
    await registerUser(db, { email: 'has-password@example.org', password: 'GoodPass123', firstName: 'H', lastName: 'P' });
    expect(await resolveExternalSignIn(db, profile('google', 'has-password@example.org'), null)).toEqual({ kind: 'linkRequired' });
    expect(await db.select().from(users).where(eq(users.email, 'has-password@example.org'))).toHaveLength(1);
    expect(await db.select().from(externalIdentities).where(eq(externalIdentities.email, 'has-password@example.org'))).toHaveLength(0);
  });

  it('links to the person signed in, and refuses an identity that belongs to someone else', async () => {
    const owner = await registerUser(db, { email: 'owner@example.org', password: 'GoodPass123', firstName: 'O', lastName: 'W' });
    const other = await registerUser(db, { email: 'other@example.org', password: 'GoodPass123', firstName: 'O', lastName: 'T' });
    const linked = await resolveExternalSignIn(db, profile('google', 'whatever@example.org'), owner.id);
    expect(linked).toMatchObject({ kind: 'signedIn', user: { id: owner.id } });
    expect(await resolveExternalSignIn(db, profile('google', 'whatever@example.org'), other.id)).toEqual({ kind: 'failed' });
    expect(await linkIdentity(db, owner.id, profile('google', 'second@example.org'))).toBe(false); // one per provider
  });
});
