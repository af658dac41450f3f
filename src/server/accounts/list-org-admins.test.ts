import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationFixture } from '../../../tests/support/test-database';
import type { Db } from '@/server/db/client';
import { accounts, userAccounts } from '@/server/db/schema';
import { listOrgAdmins } from './list-org-admins';

// The list is cached per process and reused while the organisations' newest membership version
// holds. These changes go straight to the database (as another instance's would), so only the
// version can tell the cache that they happened.
let fixture: Awaited<ReturnType<typeof createOrganizationFixture>>;
let db: Db;
const emails = async (accountIds: string[]) => (await listOrgAdmins({ db, input: { accountIds } })).rows.map((m) => `${m.email}:${m.role}:${m.status}`);

beforeAll(async () => {
  fixture = await createOrganizationFixture();
  db = fixture.db;
});
afterAll(() => fixture.close());

describe('the cached organisation member list', () => {
  it('shows a membership updated behind its back at once', async () => {
    expect(await emails([fixture.organizationId])).toEqual(['alice@example.org:OrganizationAdmin:Active', 'bob@example.org:User:Active']);
    await db.update(userAccounts).set({ role: 'OrganizationAdmin' }).where(eq(userAccounts.userId, fixture.bob.id));
    expect(await emails([fixture.organizationId])).toEqual(['alice@example.org:OrganizationAdmin:Active', 'bob@example.org:OrganizationAdmin:Active']);
  });

  it('gives callers who miss the list together the changed list, from one shared read', async () => {
    const dave = await fixture.person('dave@example.org');
    await db.insert(userAccounts).values({ userId: dave.id, accountId: fixture.organizationId, role: 'User', status: 'Invited' });
    const lists = await Promise.all(Array.from({ length: 20 }, () => emails([fixture.organizationId])));
    for (const list of lists) expect(list).toContain('dave@example.org:User:Invited');
    await db.delete(userAccounts).where(eq(userAccounts.userId, dave.id));
    const after = await Promise.all(Array.from({ length: 20 }, () => emails([fixture.organizationId])));
    for (const list of after) expect(list).not.toContain('dave@example.org:User:Invited');
  });

  it('shows a new membership and a deleted one at once', async () => {
    const carol = await fixture.person('carol@example.org');
    await db.insert(userAccounts).values({ userId: carol.id, accountId: fixture.organizationId, role: 'User', status: 'Invited' });
    expect(await emails([fixture.organizationId])).toContain('carol@example.org:User:Invited');
    await db.delete(userAccounts).where(eq(userAccounts.userId, carol.id));
    expect(await emails([fixture.organizationId])).not.toContain('carol@example.org:User:Invited');
  });

  it('gives every insert and update a newer version, and leaves a tombstone for a delete', async () => {
    const [globex] = await db.insert(accounts).values({ name: 'Globex', type: 'organization' }).returning();
    const versionOf = async () => Number((await db.select({ v: sql<string>`max(${userAccounts.version})` }).from(userAccounts))[0]!.v);
    const before = await versionOf();
    await db.insert(userAccounts).values({ userId: fixture.alice.id, accountId: globex!.id, role: 'User', status: 'Active' });
    const inserted = await versionOf();
    await db.update(userAccounts).set({ isPrimary: false }).where(eq(userAccounts.accountId, globex!.id));
    const updated = await versionOf();
    expect(inserted).toBeGreaterThan(before);
    expect(updated).toBeGreaterThan(inserted);
    // Deleting the account takes its memberships with it; their tombstones must not stop that.
    await db.delete(accounts).where(eq(accounts.id, globex!.id));
    const tombstones = await db.execute(sql`select count(*)::int as n from membership_tombstones where account_id = ${globex!.id}`);
    expect((tombstones as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });
});
