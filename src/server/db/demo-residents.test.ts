import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communityTotals, withTestDatabase } from '../../../tests/support/test-database';
import { isPlausibleChange } from '@/lib/progress/contribution';
import type { Db } from './client';
import { DEMO_ORGANIZATION_NAME, DEMO_SECOND_ORGANIZATION_NAME } from './demo-accounts';
import { DEMO_RESIDENTS, demoResidentSeries } from './demo-residents';
import { accounts, milestones, userAccounts, weightLogs } from './schema';
import { seed } from './seed';

let db: Db;
withTestDatabase(async (ready) => {
  db = ready;
  await seed(db, { demoData: true });
});

const activeMembers = async (name: string) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .where(and(eq(accounts.name, name), eq(userAccounts.status, 'Active'), eq(userAccounts.role, 'User')));
  return row!.count;
};

describe('the demo residents of the embedded default', () => {
  it('give every group figure enough people to show: 11 or more in each organisation and many in the community', async () => {
    expect(await activeMembers(DEMO_ORGANIZATION_NAME)).toBe(22);
    expect(await activeMembers(DEMO_SECOND_ORGANIZATION_NAME)).toBe(14);
    const totals = await communityTotals(db);
    // The residents, the demo member and the demo organisation's admin.
    expect(totals.participants).toBe(DEMO_RESIDENTS + 2);
    expect(totals.total).toBeGreaterThan(500);
    const optedIn = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.standingsOptIn, true));
    expect(optedIn.map((row) => row.name).sort()).toEqual([DEMO_SECOND_ORGANIZATION_NAME, DEMO_ORGANIZATION_NAME].sort());
  });

  it('have months of plausible weigh-ins each, and the milestones their history earned', async () => {
    for (let index = 0; index < DEMO_RESIDENTS; index += 1) {
      const series = demoResidentSeries(index);
      expect(series.length).toBeGreaterThanOrEqual(40);
      series.slice(1).forEach((log, at) => expect(isPlausibleChange(series[at]!, log)).toBe(true));
    }
    const [firsts] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(milestones)
      .where(eq(milestones.kind, 'firstWeighIn'));
    expect(firsts!.count).toBeGreaterThanOrEqual(DEMO_RESIDENTS);
  });

  it('are seeded once: a second start changes nothing', async () => {
    const count = async () => (await db.select({ count: sql<number>`count(*)::int` }).from(weightLogs))[0]!.count;
    const before = await count();
    await seed(db, { demoData: true });
    expect(await count()).toBe(before);
  });
});
