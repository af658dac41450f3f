import 'server-only';
import { eq } from 'drizzle-orm';
import type { Profile, UserDetails } from '@/lib/schemas/users';
import { findProfileOrganization } from '@/server/accounts/account-dto';
import { renewPersonMemberships } from '@/server/accounts/membership-queries';
import { mailAdminsOfWaitingRequests } from '@/server/accounts/join-request-digest';
import { createJoinRequest } from '@/server/accounts/join-requests';
import { forgetActor, type Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { requestEmailChange } from './email-change';
import { loadUserDetails } from './get-user';

/**
 * Changes the caller's own profile. Choosing an organisation sends that organisation a request to
 * join; once its admins approve, it is a User membership (shown as 'Personal
 * (Org)') and fixed; never set by a directory-managed profile.
 * A different email is only requested here: it takes effect through the link mailed to it
 * (email-change.ts), so the answer still carries the current email, and the new one as `pendingEmail`.
 * The call's guard refuses a path naming someone else.
 */
export async function updateProfile({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: Omit<Profile, 'locale'> & { locale?: Profile['locale'] };
}): Promise<UserDetails> {
  if (actor.directoryManaged) throw new AppError('forbidden', 'This profile is managed by Active Directory and cannot be changed');
  let sendMails: (() => void) | undefined;
  let askedToJoin: string | undefined;
  const details = await db
    .transaction(async (tx) => {
      // The row is locked so the email compared here is the one the change starts from.
      const [current] = await tx
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, actor.id))
        .for('update')
        .limit(1);
      if (!current) throw new AppError('not_found', 'No such user');
      if (input.email && input.email !== current.email) {
        sendMails = await requestEmailChange(tx, { id: actor.id, email: current.email }, input.email, input.locale ?? 'en-US');
      }
      await tx.update(users).set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() }).where(eq(users.id, actor.id));
      if (current.firstName !== input.firstName || current.lastName !== input.lastName) await renewPersonMemberships(tx, actor.id);
      if (input.organisation) {
        // Choosing an organisation asks to join it; its admins decide.
        const current = await findProfileOrganization(tx, actor.id);
        if (current && current.accountId !== input.organisation) throw new AppError('conflict', 'The organisation is already set and cannot be changed');
        if (!current && (await createJoinRequest(tx, actor.id, input.organisation, input.locale ?? 'en-US'))) askedToJoin = input.organisation;
      }
      return loadUserDetails(tx, actor.id);
    })
    .finally(() => forgetActor(actor.id));
  sendMails?.();
  if (askedToJoin) await mailAdminsOfWaitingRequests(db, askedToJoin);
  return details;
}
