import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import * as schema from '@/server/db/schema';

/** A fresh, migrated in-memory database for a unit test: real PostgreSQL semantics, no files. */
export async function createTestDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: path.join(process.cwd(), 'drizzle') });
  return { db: db as unknown as Db, close: () => client.close() };
}

/**
 * A fresh database for the tests of this file: made before them, handed to `ready` (which may
 * arrange what every test reads), closed after them. A migrated database takes a while to make on a
 * busy machine, hence the longer hook timeout.
 */
export function withTestDatabase(ready: (db: Db) => void | Promise<void>): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    close = database.close;
    await ready(database.db);
  }, 60_000);
  afterAll(() => close?.());
}

/**
 * A fresh database for the tests of this file with one registered person in it: `db` and
 * `userId` are set before the tests run.
 */
export function withRegisteredPerson(email: string): { readonly db: Db; readonly userId: string } {
  const fixture = {} as { db: Db; userId: string };
  withTestDatabase(async (db) => {
    const { registerUser } = await import('@/server/auth/register-user');
    fixture.db = db;
    fixture.userId = (await registerUser(db, { email, password: 'GoodPass123', firstName: 'A', lastName: 'B' })).id;
  });
  return fixture;
}

/**
 * A fresh database with two people and an organisation "Acme": alice administers it (with
 * `adminRole`), bob is a plain member. The fixture of the domain unit tests.
 */
export async function createOrganizationFixture(adminRole: 'Admin' | 'OrganizationAdmin' = 'OrganizationAdmin') {
  const { registerUser } = await import('@/server/auth/register-user');
  const { accounts, userAccounts } = await import('@/server/db/schema');
  const { db, close } = await createTestDatabase();
  const person = async (email: string): Promise<Actor> => ({
    ...(await registerUser(db, { email, password: 'GoodPass123', firstName: 'A', lastName: 'B' })),
    directoryManaged: false,
  });
  const alice = await person('alice@example.org');
  const bob = await person('bob@example.org');
  const [org] = await db.insert(accounts).values({ name: 'Acme', type: 'organization' }).returning();
  await db.insert(userAccounts).values([
    { userId: alice.id, accountId: org!.id, role: adminRole, status: 'Active' },
    { userId: bob.id, accountId: org!.id, role: 'User', status: 'Active' },
  ]);
  return { db, close, alice, bob, organizationId: org!.id, person };
}

/** The community total as the tests compare it: the sum of its slots, as numbers. */
export async function communityTotals(db: Db): Promise<{ total: number; participants: number }> {
  const rows = await db.select().from(schema.communityProgress);
  return {
    total: Math.round(rows.reduce((sum, row) => sum + Number(row.totalPoundsLost), 0) * 10) / 10,
    participants: rows.reduce((sum, row) => sum + row.participants, 0),
  };
}
