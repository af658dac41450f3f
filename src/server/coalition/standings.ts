import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, latestDateOnEarth } from '@/lib/dates';
import { rankTeams } from '@/lib/progress/standings';
import type { Standings, StandingsSetting } from '@/lib/schemas/standings';
import { ttlCache } from '@/server/cache/ttl-cache';
import type { Executor } from '@/server/db/client';
import { accounts } from '@/server/db/schema';

const cached = ttlCache<'standings', Standings>({ ttlMs: Infinity, maxEntries: 1 });

/** Forgets the board in this process: an organisation opted in or out here. */
function standingsChanged(): void {
  cached.clear();
}

/**
 * The team standings (issue 17 point 4, decision 0039): one aggregate statement over the opted-in
 * organisations' active members' participant_progress rows (never the logs); the ranking is
 * src/lib/progress/standings.ts. Every process keeps the board as long as the coalition's figures.
 */
export async function getStandings({ db, minActiveMembers, maxAgeMs, now = new Date() }: { db: Executor; minActiveMembers: number; maxAgeMs: number; now?: Date }): Promise<Standings> {
  const today = latestDateOnEarth(now);
  const hit = cached.get('standings', now.getTime());
  if (hit && hit.asOf === today && hit.minActiveMembers === minActiveMembers) return hit;
  const result = await db.execute(sql`
    SELECT a.id, a.name,
      count(pp.user_id) AS participants,
      count(pp.user_id) FILTER (WHERE pp.last_log_date >= ${addDays(today, -27)}::date) AS active,
      coalesce(avg((pp.first_weight - pp.latest_weight) * 100 / pp.first_weight), 0)::float8 AS average
    FROM accounts a
    JOIN user_accounts ua ON ua.account_id = a.id AND ua.status = 'Active'
    JOIN participant_progress pp ON pp.user_id = ua.user_id
    WHERE a.type = 'organization' AND a.standings_opt_in
    GROUP BY a.id, a.name`);
  const rows = (result as unknown as { rows: { id: string; name: string; participants: string | number; active: string | number; average: string | number }[] }).rows;
  const standings: Standings = {
    asOf: today,
    minActiveMembers,
    organizations: rankTeams(
      rows.map((r) => ({ accountId: r.id, name: r.name, participants: Number(r.participants), activeMembers: Number(r.active), averagePercentLost: Number(r.average) })),
      minActiveMembers,
    ),
  };
  if (maxAgeMs > 0) cached.set('standings', standings, { now: now.getTime(), expiresAt: now.getTime() + maxAgeMs });
  return standings;
}

/** The organisation's choice; the call's guard lets in only its admins. */
export async function getStandingsSetting({ db, accountId }: { db: Executor; accountId: string }): Promise<StandingsSetting> {
  const [row] = await db.select({ optIn: accounts.standingsOptIn }).from(accounts).where(and(eq(accounts.id, accountId), eq(accounts.type, 'organization'))).limit(1);
  return { optIn: row?.optIn ?? false };
}

export async function setStandingsSetting({ db, accountId, optIn }: { db: Executor; accountId: string; optIn: boolean }): Promise<StandingsSetting> {
  await db.update(accounts).set({ standingsOptIn: optIn }).where(and(eq(accounts.id, accountId), eq(accounts.type, 'organization')));
  standingsChanged();
  return { optIn };
}
