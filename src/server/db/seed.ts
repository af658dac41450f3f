import 'server-only';
import { eq } from 'drizzle-orm';
import { addDays, localToday } from '@/lib/dates';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import { registerUser } from '@/server/auth/register-user';
import { seedContent } from '@/server/content/seed-content';
import { lockParticipant, refreshParticipantProgress } from '@/server/weights/participant-progress';
import { logger } from '@/server/logger';
import type { Db, Tx } from './client';
import { DEMO_ADMIN, DEMO_COALITION_ADMIN, DEMO_MEMBER, DEMO_ORGANIZATION_NAME, DEMO_SECOND_ADMIN, DEMO_SECOND_ORGANIZATION_NAME } from './demo-accounts';
import { accounts, userAccounts, users, weightLogs } from './schema';
import { seedDemoResidents } from './demo-residents';

/** A gentle downward series with a little day-to-day noise, the same on every machine. */
function demoSeries(start: number, days: number, skip: (day: number) => boolean): Array<{ day: number; weight: number }> {
  const series: Array<{ day: number; weight: number }> = [];
  for (let day = 0; day < days; day += 1) {
    if (skip(day)) continue;
    const noise = Math.sin(day * 2.3) * 0.8;
    series.push({ day, weight: Math.round((start - day * 0.25 + noise) * 10) / 10 });
  }
  return series;
}

async function seedLogs(tx: Tx, userId: string, accountId: string, start: number, days: number, skip: (day: number) => boolean) {
  // History ends yesterday, so the demo person can weigh in today.
  const firstDate = addDays(localToday(), -days);
  const rows = demoSeries(start, days, skip).map(({ day, weight }) => ({ userId, accountId, weight, logDate: addDays(firstDate, day) }));
  await tx.insert(weightLogs).values(rows);
  await lockParticipant(tx, userId);
  await refreshParticipantProgress(tx, userId, accountId, { recordMilestones: true });
}

/** An organisation with one active OrganizationAdmin. */
async function seedOrganization(tx: Tx, name: string, adminId: string): Promise<void> {
  const [organization] = await tx.insert(accounts).values({ name, type: 'organization' }).returning({ id: accounts.id });
  await tx.insert(userAccounts).values({
    userId: adminId,
    accountId: organization!.id,
    role: 'OrganizationAdmin',
    status: 'Active',
    invitationDate: new Date(),
  });
}

/** Seeds the demo member, two demo organisations and their admins, once: a second run changes nothing. */
export async function seedDemoData(db: Db): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_MEMBER.email)).limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const member = await registerUser(tx, { ...DEMO_MEMBER, emailVerified: true });
    const admin = await registerUser(tx, { ...DEMO_ADMIN, emailVerified: true });
    const secondAdmin = await registerUser(tx, { ...DEMO_SECOND_ADMIN, emailVerified: true });
    await seedOrganization(tx, DEMO_ORGANIZATION_NAME, admin.id);
    await seedOrganization(tx, DEMO_SECOND_ORGANIZATION_NAME, secondAdmin.id);
    await seedLogs(tx, member.id, (await findPersonalAccountId(tx, member.id))!, 204, 28, (day) => day % 9 === 4);
    await seedLogs(tx, admin.id, (await findPersonalAccountId(tx, admin.id))!, 232, 21, (day) => day % 6 === 5);
  });
  logger.info({ member: DEMO_MEMBER.email, admin: DEMO_ADMIN.email }, 'demo data seeded');
}

/** The demo's coalition Admin, apart so that a database seeded before the coalition dashboard existed gets them too. */
async function seedDemoCoalitionAdmin(db: Db): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_COALITION_ADMIN.email)).limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const admin = await registerUser(tx, { ...DEMO_COALITION_ADMIN, emailVerified: true });
    await tx.update(users).set({ coalitionAdmin: true }).where(eq(users.id, admin.id));
  });
}

/**
 * Start-up's seeding, run right after migrating: the built-in content always follows its JSON
 * (idempotent); the demo people only when SEED_DEMO_DATA asks for them, with the demo residents
 * unless SEED_DEMO_RESIDENTS says no (the test servers, whose figures the tests make themselves).
 */
export async function seed(db: Db, { demoData, demoResidents = demoData }: { demoData: boolean; demoResidents?: boolean }): Promise<void> {
  await db.transaction((tx) => seedContent(tx));
  if (demoData) {
    await seedDemoData(db);
    await seedDemoCoalitionAdmin(db);
    if (demoResidents) await seedDemoResidents(db);
  }
}
