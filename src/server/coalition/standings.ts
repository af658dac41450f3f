import 'server-only';
import { and, eq } from 'drizzle-orm';
import { todayIn } from '@/lib/progress/series';
import { rankTeams, type TeamFigures } from '@/lib/progress/standings';
import type { Standings, StandingsSetting } from '@/lib/schemas/standings';
import { ttlCache } from '@/server/cache/ttl-cache';
import type { Executor } from '@/server/db/client';
import { accounts } from '@/server/db/schema';
import { organizationPublication } from '@/server/weights/get-organization-progress';

const cached = ttlCache<'standings', Standings>({ ttlMs: Infinity, maxEntries: 1 });

/** Forgets the board in this process: an organisation opted in or out here. */
function standingsChanged(): void {
  cached.clear();
}

/**
 * The team standings: the opted-in organisations, each scored from its published
 * progress, which a membership change or one member's weigh-in does not move on
 * its own; the ranking is src/lib/progress/standings.ts. Every process keeps the board as long as
 * the coalition's figures.
 */
export async function getStandings({
  db,
  minActiveMembers,
  maxAgeMs,
  timeZone,
  now = new Date(),
}: {
  db: Executor;
  minActiveMembers: number;
  maxAgeMs: number;
  /** The coalition's time zone: the board is dated in its calendar, as the organisations' figures. */
  timeZone: string;
  now?: Date;
}): Promise<Standings> {
  const today = todayIn(timeZone, now);
  const hit = cached.get('standings', now.getTime());
  if (hit && hit.asOf === today && hit.minActiveMembers === minActiveMembers) return hit;
  const optedIn = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.type, 'organization'), eq(accounts.standingsOptIn, true)));
  const teams: TeamFigures[] = [];
  for (const organization of optedIn) {
    const { summary } = (await organizationPublication({ db, accountId: organization.id, minGroupSize: minActiveMembers, now, timeZone })).publication.figures;
    teams.push({
      accountId: organization.id,
      name: organization.name,
      participants: summary.participants,
      activeMembers: summary.activeLast28Days,
      averagePercentLost: summary.averagePercentLost ?? 0,
    });
  }
  const standings: Standings = { asOf: today, minActiveMembers, organizations: rankTeams(teams, minActiveMembers) };
  if (maxAgeMs > 0) cached.set('standings', standings, { now: now.getTime(), expiresAt: now.getTime() + maxAgeMs });
  return standings;
}

/** The organisation's choice; the call's guard lets in only its admins. */
export async function getStandingsSetting({ db, accountId }: { db: Executor; accountId: string }): Promise<StandingsSetting> {
  const [row] = await db
    .select({ optIn: accounts.standingsOptIn })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.type, 'organization')))
    .limit(1);
  return { optIn: row?.optIn ?? false };
}

export async function setStandingsSetting({ db, accountId, optIn }: { db: Executor; accountId: string; optIn: boolean }): Promise<StandingsSetting> {
  await db
    .update(accounts)
    .set({ standingsOptIn: optIn })
    .where(and(eq(accounts.id, accountId), eq(accounts.type, 'organization')));
  standingsChanged();
  return { optIn };
}
