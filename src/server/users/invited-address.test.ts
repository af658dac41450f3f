import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestDatabase } from '../../../tests/support/test-database';
import { registerUser } from '@/server/auth/register-user';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { assertInvitedAddress } from './invited-address';

let db: Db;
withTestDatabase((fresh) => {
  db = fresh;
});

const outcome = (promise: Promise<void>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('finding 2: an invitation is accepted only by the user whose verified email it was sent to', () => {
  it('needs the current email to be the invited address, and verified', async () => {
    const user = await registerUser(db, { email: 'invitee@example.org', password: 'GoodPass123', firstName: 'I', lastName: 'N' });
    expect(await outcome(assertInvitedAddress(db, user.id, 'invitee@example.org'))).toBe('forbidden'); // not verified yet
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    expect(await outcome(assertInvitedAddress(db, user.id, 'invitee@example.org'))).toBe('accepted');
    expect(await outcome(assertInvitedAddress(db, user.id, 'someone-else@example.org'))).toBe('forbidden');
    expect(await outcome(assertInvitedAddress(db, user.id, null))).toBe('forbidden');
  });
});
