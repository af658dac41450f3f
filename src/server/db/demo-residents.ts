import 'server-only';
import { inArray } from 'drizzle-orm';
import { addDays, localToday } from '@/lib/dates';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import { insertUserWithPersonalAccount } from '@/server/auth/register-user';
import { lockParticipant, refreshParticipantProgress } from '@/server/weights/participant-progress';
import type { Db, Tx } from './client';
import { DEMO_ORGANIZATION_NAME, DEMO_SECOND_ORGANIZATION_NAME } from './demo-accounts';
import { accounts, userAccounts, weightLogs } from './schema';

/** How many demo residents the embedded default adds: enough for every group figure to show (11 or more). */
export const DEMO_RESIDENTS = 40;
/** Of them, members of Demo Organization, then of County Library; the rest belong to none. */
const IN_DEMO_ORGANIZATION = 22;
const IN_COUNTY_LIBRARY = 14;

const FIRST_NAMES = [
  'Ana',
  'Ben',
  'Carla',
  'Dev',
  'Elena',
  'Femi',
  'Grace',
  'Hugo',
  'Iris',
  'Jon',
  'Kara',
  'Luis',
  'Mei',
  'Nate',
  'Olga',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sean',
  'Tia',
];
const LAST_NAMES = ['Alvarez', 'Brooks', 'Castillo', 'Dunn', 'Ellis', 'Flores', 'Grant', 'Hughes'];

export const demoResidentEmail = (index: number) => `resident${String(index + 1).padStart(2, '0')}@demo.example.org`;

/**
 * One resident's history, the same on every machine: `days` back to yesterday, most days logged,
 * a start between 150 and 290 lb and a pace between a gain of 0.05 and a loss of 0.3 lb a day,
 * with scale noise. Every step is a change a body can make, so every loss counts.
 */
export function demoResidentSeries(index: number): Array<{ logDate: string; weight: number }> {
  const days = 60 + ((index * 37) % 121);
  const start = 150 + ((index * 53) % 141);
  const pace = -0.05 + ((index * 29) % 36) / 100;
  const firstDate = addDays(localToday(), -days);
  const series: Array<{ logDate: string; weight: number }> = [];
  for (let day = 0; day < days; day += 1) {
    // Some days skipped, more for some people than others.
    if ((day + index) % (3 + (index % 6)) === 0) continue;
    const noise = Math.sin(day * 1.7 + index) * 0.6;
    series.push({ logDate: addDays(firstDate, day), weight: Math.round((start - day * pace + noise) * 10) / 10 });
  }
  return series;
}

async function organizationIds(tx: Tx): Promise<[string, string]> {
  const rows = await tx
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(inArray(accounts.name, [DEMO_ORGANIZATION_NAME, DEMO_SECOND_ORGANIZATION_NAME]));
  const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
  return [idOf(DEMO_ORGANIZATION_NAME), idOf(DEMO_SECOND_ORGANIZATION_NAME)];
}

/**
 * Demo residents for the embedded default, once: people who cannot sign in (no password), with
 * months of weigh-ins and their milestones, most of them members of the two demo organisations,
 * which show on the team standings. With them the coalition dashboard, each organisation's
 * progress and the standings show real figures on the first start.
 */
export async function seedDemoResidents(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [organization, library] = await organizationIds(tx);
    for (let index = 0; index < DEMO_RESIDENTS; index += 1) {
      const resident = await insertUserWithPersonalAccount(tx, {
        email: demoResidentEmail(index),
        passwordHash: null,
        firstName: FIRST_NAMES[index % FIRST_NAMES.length]!,
        lastName: LAST_NAMES[index % LAST_NAMES.length]!,
        emailVerifiedAt: new Date(),
      });
      // Already seeded: a second start changes nothing.
      if (!resident) return;
      const personalAccountId = (await findPersonalAccountId(tx, resident.id))!;
      await tx.insert(weightLogs).values(demoResidentSeries(index).map((log) => ({ ...log, userId: resident.id, accountId: personalAccountId })));
      const joined = index < IN_DEMO_ORGANIZATION ? organization : index < IN_DEMO_ORGANIZATION + IN_COUNTY_LIBRARY ? library : null;
      if (joined) await tx.insert(userAccounts).values({ userId: resident.id, accountId: joined, role: 'User', status: 'Active', invitationDate: new Date() });
      await lockParticipant(tx, resident.id);
      await refreshParticipantProgress(tx, resident.id, personalAccountId, { recordMilestones: true });
    }
    await tx
      .update(accounts)
      .set({ standingsOptIn: true })
      .where(inArray(accounts.id, [organization, library]));
  });
}
