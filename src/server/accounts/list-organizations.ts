import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Organization } from '@/lib/schemas/accounts';
import type { Db } from '@/server/db/client';
import { accounts } from '@/server/db/schema';

/** Every organisation, by name: the choices of the profile's organisation select. */
export async function listOrganizations({ db }: { db: Db }): Promise<Organization[]> {
  return db.select({ accountId: accounts.id, accountName: accounts.name }).from(accounts).where(eq(accounts.type, 'organization')).orderBy(asc(accounts.name));
}
