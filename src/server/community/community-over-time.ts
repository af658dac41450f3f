import 'server-only';
import { sql } from 'drizzle-orm';
import { addDays } from '@/lib/dates';
import { figureAbout, weekStarting } from '@/lib/progress/coalition-outcomes';
import type { CommunityWeek } from '@/lib/schemas/coalition';
import { ttlCache } from '@/server/cache/ttl-cache';
import type { Executor } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { weeklyContributionTenths } from '@/server/weights/get-organization-progress';

const cached = ttlCache<string, CommunityWeek[]>({ ttlMs: Infinity, maxEntries: 8 });

/** The join weeks (Mondays) from the one of `from` to the one of `to`, each ending on its Sunday or on `today`. */
function weeksOf(from: string, to: string, today: string): { weekStarting: string; end: string }[] {
  const last = weekStarting(to < today ? to : today);
  const weeks: { weekStarting: string; end: string }[] = [];
  for (let monday = weekStarting(from); monday <= last; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    weeks.push({ weekStarting: monday, end: sunday < today ? sunday : today });
  }
  return weeks;
}

/**
 * The community total and its participants at the end of each week from `from` to `to`: the
 * counter every dashboard shows, as it stood then (each person's contribution by the community's
 * rule, from their personal weigh-ins up to that day). A week about fewer than `minGroupSize`
 * participants shows neither figure. Reads every personal weigh-in up to the range's end, so the
 * caller's minute (`maxAgeMs`) keeps the answer.
 */
export async function communityOverTime({
  db,
  from,
  to,
  today,
  minGroupSize,
  maxAgeMs,
  now,
}: {
  db: Executor;
  from: string;
  to: string;
  today: string;
  minGroupSize: number;
  maxAgeMs: number;
  now: Date;
}): Promise<CommunityWeek[]> {
  const key = `${from}|${to}|${today}|${minGroupSize}`;
  const hit = cached.get(key, now.getTime());
  if (hit) return hit;
  const weeks = weeksOf(from, to, today);
  const ends = weeks.map((w) => w.end);
  const participants = ends.map(() => 0);
  const tenths = ends.map(() => 0);
  if (weeks.length > 0) {
    const rows = rowsOf<{ logs: string }>(
      await db.execute(sql`
        SELECT string_agg(wl.log_date::text || ' ' || wl.weight::text, ',' ORDER BY wl.log_date) AS logs
        FROM weight_logs wl JOIN accounts a ON a.id = wl.account_id AND a.type = 'personal'
        WHERE wl.log_date <= ${ends.at(-1)!}::date
        GROUP BY wl.user_id`),
    );
    for (const { logs } of rows) {
      const dated = logs.split(',').map((entry) => ({ logDate: entry.slice(0, 10), weight: Number(entry.slice(11)) }));
      const first = dated[0]!.logDate;
      ends.forEach((end, i) => {
        if (first <= end) participants[i]! += 1;
      });
      weeklyContributionTenths(dated, ends).forEach((t, i) => (tenths[i]! += t));
    }
  }
  const answer = weeks.map((week, i) => ({
    weekStarting: week.weekStarting,
    participants: figureAbout(participants[i]!, participants[i]!, minGroupSize),
    totalPoundsLost: figureAbout(tenths[i]! / 10, participants[i]!, minGroupSize),
  }));
  if (maxAgeMs > 0) cached.set(key, answer, { now: now.getTime(), expiresAt: now.getTime() + maxAgeMs });
  return answer;
}
