import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationFixture } from '../../../tests/support/test-database';
import type { Role } from '@/lib/accounts/roles';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { userAccounts } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { setMemberRole } from './set-member-role';

let fixture: Awaited<ReturnType<typeof createOrganizationFixture>>;
let db: Db;
let admin: Actor; // Admin of Acme (the fixture's alice)
let member: Actor; // User of Acme (bob)
let orgAdmin: Actor; // OrganizationAdmin of Acme

async function outcome(actor: Actor, target: Actor, role: Role): Promise<string> {
  try {
    return (await setMemberRole({ db, actor, input: { accountId: fixture.organizationId, userId: target.id, role } })).role;
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
}

const roleOf = async (person: Actor) =>
  (
    await db
      .select({ role: userAccounts.role })
      .from(userAccounts)
      .where(and(eq(userAccounts.userId, person.id), eq(userAccounts.accountId, fixture.organizationId)))
  )[0]?.role;

beforeAll(async () => {
  fixture = await createOrganizationFixture('Admin');
  db = fixture.db;
  admin = fixture.alice;
  member = fixture.bob;
  orgAdmin = await fixture.person('carol@example.org');
  await db.insert(userAccounts).values({ userId: orgAdmin.id, accountId: fixture.organizationId, role: 'OrganizationAdmin', status: 'Active' });
});
afterAll(() => fixture.close());

// Who may manage the organisation at all is the call's guard's (tests/api); these are the rules of the roles themselves.
describe("changing a member's role", () => {
  it('lets an OrganizationAdmin give and take the OrganizationAdmin role, never the Admin role', async () => {
    expect(await outcome(orgAdmin, member, 'Admin')).toBe('forbidden');
    expect(await outcome(orgAdmin, admin, 'User')).toBe('forbidden');
    expect(await outcome(orgAdmin, admin, 'OrganizationAdmin')).toBe('forbidden');
    expect(await roleOf(admin)).toBe('Admin');
    expect(await outcome(orgAdmin, member, 'OrganizationAdmin')).toBe('OrganizationAdmin');
    expect(await outcome(orgAdmin, member, 'User')).toBe('User');
  });

  it('lets an Admin give and take the Admin role', async () => {
    expect(await outcome(admin, member, 'Admin')).toBe('Admin');
    expect(await outcome(admin, member, 'User')).toBe('User');
    expect(await roleOf(member)).toBe('User');
  });

  it('keeps the last admin, whoever asks', async () => {
    expect(await outcome(admin, orgAdmin, 'User')).toBe('User');
    expect(await outcome(admin, admin, 'User')).toBe('conflict');
    expect(await outcome(admin, admin, 'OrganizationAdmin')).toBe('OrganizationAdmin');
    expect(await outcome(admin, admin, 'User')).toBe('conflict');
    expect(await roleOf(admin)).toBe('OrganizationAdmin');
  });

  it('answers not_found for an invitation and for a removed member, changing nothing', async () => {
    const invitee = await fixture.person('dave@example.org');
    await db.insert(userAccounts).values({ userId: invitee.id, accountId: fixture.organizationId, role: 'User', status: 'Invited' });
    expect(await outcome(admin, invitee, 'OrganizationAdmin')).toBe('not_found');
    await db.update(userAccounts).set({ status: 'Removed' }).where(eq(userAccounts.userId, invitee.id));
    expect(await outcome(admin, invitee, 'OrganizationAdmin')).toBe('not_found');
    expect(await roleOf(invitee)).toBe('User');
  });
});
