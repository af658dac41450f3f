import 'server-only';
import { and, eq } from 'drizzle-orm';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@/lib/schemas/bounds';
import type { Db } from '@/server/db/client';
import { externalIdentities, users } from '@/server/db/schema';
import { insertUserWithPersonalAccount } from './register-user';
import { forgetActor } from './actor';

/** What an external provider told us about the person. */
export type ExternalProfile = { provider: string; providerAccountId: string; email: string; firstName: string; lastName: string };

type SignedIn = { id: string; email: string; firstName: string; lastName: string };

export type ExternalSignIn =
  | { kind: 'signedIn'; user: SignedIn }
  /** The email has a password account: linking waits for that password (SPEC §8). */
  | { kind: 'linkRequired' }
  | { kind: 'failed' };

/** The coalition's directory owns the profiles of people who sign in with it. */
const DIRECTORY_PROVIDER = 'adfs';

/**
 * The profile within the bounds our own forms keep (and the API documents): names cut to
 * NAME_MAX_LENGTH; an email longer than any valid address counts as none.
 */
function withinBounds(profile: ExternalProfile): ExternalProfile {
  return {
    ...profile,
    email: profile.email.length > EMAIL_MAX_LENGTH ? '' : profile.email,
    firstName: profile.firstName.slice(0, NAME_MAX_LENGTH).trim(),
    lastName: profile.lastName.slice(0, NAME_MAX_LENGTH).trim(),
  };
}

const userColumns = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };

/** Attaches the identity to the user; adfs also hands the profile to the directory. */
export async function linkIdentity(db: Db, userId: string, profile: ExternalProfile): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      const inserted = await tx
        .insert(externalIdentities)
        .values({ userId, provider: profile.provider, providerAccountId: profile.providerAccountId, email: profile.email || null })
        .onConflictDoNothing()
        .returning({ id: externalIdentities.id });
      if (inserted.length === 0) return false;
      if (profile.provider === DIRECTORY_PROVIDER) await tx.update(users).set({ directoryManaged: true, updatedAt: new Date() }).where(eq(users.id, userId));
      return true;
    })
    .finally(() => forgetActor(userId));
}

/**
 * Who an external sign-in is: the user already linked to the identity; else, when someone is
 * signed in (the Link external accounts screen), that person, newly linked; else a new user,
 * unless the email already has an account, which must link by password first.
 */
export async function resolveExternalSignIn(db: Db, given: ExternalProfile, signedInUserId: string | null): Promise<ExternalSignIn> {
  const profile = withinBounds(given);
  const [linked] = await db
    .select(userColumns)
    .from(externalIdentities)
    .innerJoin(users, eq(users.id, externalIdentities.userId))
    .where(and(eq(externalIdentities.provider, profile.provider), eq(externalIdentities.providerAccountId, profile.providerAccountId)))
    .limit(1);
  if (linked) {
    if (signedInUserId && linked.id !== signedInUserId) return { kind: 'failed' };
    if (profile.provider === DIRECTORY_PROVIDER && (profile.firstName || profile.lastName)) {
      // The directory is the source of truth for these profiles: keep the names in step.
      await db.update(users).set({ firstName: profile.firstName, lastName: profile.lastName, updatedAt: new Date() }).where(eq(users.id, linked.id));
      forgetActor(linked.id);
      return { kind: 'signedIn', user: { ...linked, firstName: profile.firstName, lastName: profile.lastName } };
    }
    return { kind: 'signedIn', user: linked };
  }
  if (signedInUserId) {
    const [current] = await db.select(userColumns).from(users).where(eq(users.id, signedInUserId)).limit(1);
    if (!current || !(await linkIdentity(db, current.id, profile))) return { kind: 'failed' };
    return { kind: 'signedIn', user: current };
  }
  if (!profile.email) return { kind: 'failed' };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, profile.email)).limit(1);
  if (existing) return { kind: 'linkRequired' };
  const created = await db.transaction(async (tx) => {
    const user = await insertUserWithPersonalAccount(tx, {
      email: profile.email,
      passwordHash: null,
      firstName: profile.firstName,
      lastName: profile.lastName,
      // The provider vouches for the address.
      emailVerifiedAt: new Date(),
      directoryManaged: profile.provider === DIRECTORY_PROVIDER,
    });
    if (!user) return null;
    await tx
      .insert(externalIdentities)
      .values({ userId: user.id, provider: profile.provider, providerAccountId: profile.providerAccountId, email: profile.email });
    return user;
  });
  return created ? { kind: 'signedIn', user: created } : { kind: 'linkRequired' };
}
