import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { Role } from '@/lib/accounts/roles';
import type { Actor } from '@/server/auth/actor';
import { registerUser } from '@/server/auth/register-user';
import type { Db } from '@/server/db/client';
import { accounts, userAccounts, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { updateProfile } from '@/server/users/update-profile';
import { inviteMember } from './invite-member';
import { listOrgAdmins } from './list-org-admins';
import { removeMember } from './remove-member';

// Mail delivery is covered over HTTP (tests/api); here it would write into ./data.
vi.mock('@/server/mail/send-mail', () => ({ sendMail: vi.fn(async () => undefined) }));

let db: Db;
let close: () => Promise<void>;
let admin: Actor; // Admin of Acme
let orgAdmin: Actor; // OrganizationAdmin of Acme
let otherAdmin: Actor; // OrganizationAdmin of Globex only
let member: Actor; // User of Acme
let acme: string;
let globex: string;

async function person(email: string): Promise<Actor> {
  return { ...(await registerUser(db, { email, password: 'GoodPass123', firstName: 'A', lastName: 'B' })), directoryManaged: false };
}

async function code(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
}

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  admin = await person('admin@x.org');
  orgAdmin = await person('orgadmin@x.org');
  otherAdmin = await person('other@x.org');
  member = await person('member@x.org');
  const [a, g] = await db
    .insert(accounts)
    .values([
      { name: 'Acme', type: 'organization' },
      { name: 'Globex', type: 'organization' },
    ])
    .returning();
  acme = a!.id;
  globex = g!.id;
  await db.insert(userAccounts).values([
    { userId: admin.id, accountId: acme, role: 'Admin', status: 'Active' },
    { userId: orgAdmin.id, accountId: acme, role: 'OrganizationAdmin', status: 'Active' },
    { userId: member.id, accountId: acme, role: 'User', status: 'Active' },
    { userId: otherAdmin.id, accountId: globex, role: 'OrganizationAdmin', status: 'Active' },
  ]);
});
afterAll(() => close());

// Who may manage an organisation at all is decided by the call's guard (src/server/api/authorize.test.ts);
// these are the rules the services keep: the role granted or taken away, the last admin, the directory.
describe('organisation rules against a real database', () => {
  it('lets an Admin alone grant Admin', async () => {
    const invitee = await person('invitee@x.org');
    const input = (role: Role) => ({ email: invitee.email, role, accountId: acme });
    expect(await code(inviteMember({ db, actor: orgAdmin, input: input('Admin') }))).toBe('forbidden');
    expect(await code(inviteMember({ db, actor: admin, input: input('Admin') }))).toBe('ok');
    expect(await code(inviteMember({ db, actor: admin, input: input('User') }))).toBe('conflict');
    expect(await code(inviteMember({ db, actor: admin, input: { ...input('User'), email: 'nobody@x.org' } }))).toBe('user_not_found');
  });

  it('filters by part of the email and cuts pages in the database, with both counts', async () => {
    const list = (extra: { email?: string; page?: number; pageSize?: number }) => listOrgAdmins({ db, input: { accountIds: [acme], ...extra } });
    const everyone = await list({});
    // The invitation of the test above is listed too.
    expect(everyone.rows.map((m) => m.email)).toEqual(['admin@x.org', 'invitee@x.org', 'member@x.org', 'orgadmin@x.org']);
    expect(everyone).toMatchObject({ total: 4, matching: 4 });

    const firstPage = await list({ page: 1, pageSize: 3 });
    expect(firstPage.rows.map((m) => m.email)).toEqual(['admin@x.org', 'invitee@x.org', 'member@x.org']);
    expect(firstPage).toMatchObject({ total: 4, matching: 4 });
    expect((await list({ page: 2, pageSize: 3 })).rows.map((m) => m.email)).toEqual(['orgadmin@x.org']);
    expect((await list({ page: 9, pageSize: 3 })).rows).toEqual([]);

    const filtered = await list({ email: 'ADMIN', page: 1 });
    expect(filtered.rows.map((m) => m.email)).toEqual(['admin@x.org', 'orgadmin@x.org']);
    expect(filtered).toMatchObject({ total: 4, matching: 2 });
    // LIKE's wildcards are taken literally.
    expect(await list({ email: '%' })).toMatchObject({ rows: [], total: 4, matching: 0 });
  });

  it('shows a membership change made elsewhere (another instance) on the next call, though the list is kept', async () => {
    const list = () => listOrgAdmins({ db, input: { accountIds: [acme], page: 1, pageSize: 100 } });
    const statusOf = async (email: string) => (await list()).rows.find((m) => m.email === email)?.status;
    expect(await statusOf('invitee@x.org')).toBe('Invited');
    const [invitee] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'invitee@x.org'));
    await db
      .update(userAccounts)
      .set({ status: 'Active' })
      .where(and(eq(userAccounts.userId, invitee!.id), eq(userAccounts.accountId, acme)));
    expect(await statusOf('invitee@x.org')).toBe('Active');
    await db
      .update(userAccounts)
      .set({ status: 'Invited' })
      .where(and(eq(userAccounts.userId, invitee!.id), eq(userAccounts.accountId, acme)));
    expect(await statusOf('invitee@x.org')).toBe('Invited');
  });

  it('removes by role, never the last admin, and changes nothing when refused', async () => {
    const count = async () => (await listOrgAdmins({ db, input: { accountIds: [acme] } })).rows.length;
    const before = await count();
    expect(await code(removeMember({ db, actor: orgAdmin, input: { accountId: acme, userId: admin.id } }))).toBe('forbidden');
    expect(await count()).toBe(before);
    expect(await code(removeMember({ db, actor: orgAdmin, input: { accountId: acme, userId: member.id } }))).toBe('ok');
    expect(await code(removeMember({ db, actor: admin, input: { accountId: acme, userId: orgAdmin.id } }))).toBe('ok');
    // Admin is now the only active admin of Acme.
    expect(await code(removeMember({ db, actor: admin, input: { accountId: acme, userId: admin.id } }))).toBe('conflict');
    expect(await code(removeMember({ db, actor: otherAdmin, input: { accountId: globex, userId: otherAdmin.id } }))).toBe('conflict');
  });

  it('refuses any change to a directory-managed profile', async () => {
    const managed = await person('managed@x.org');
    await db.update(users).set({ directoryManaged: true }).where(eq(users.id, managed.id));
    const result = await code(updateProfile({ db, actor: { ...managed, directoryManaged: true }, input: { firstName: 'New', lastName: 'Name' } }));
    expect(result).toBe('forbidden');
  });
});
