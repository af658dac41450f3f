import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '@/server/auth/password';
import type { Db } from './client';
import { accounts, COMMUNITY_PROGRESS_SLOTS } from './schema';

export type ScaleOptions = {
  users: number;
  days: number;
  /** Members of one extra organisation ("Scale Organization"), for the admin-list benchmark. */
  orgMembers: number;
  /** Users are numbered from here, so several runs can add to one database. */
  firstIndex: number;
};

export const SCALE_PASSWORD = 'ScaleUser2026';
export const SCALE_ORGANIZATION = 'Scale Organization';
export const scaleEmail = (index: number) => `scale-${index}@scale.example.org`;

const BATCH = 500;

/**
 * Fills the database with realistic people: a personal account each, and `days` of history
 * ending yesterday with a gentle random drift, noise and about one skipped day in ten. All
 * generated inside the database (generate_series), so 7 million rows take minutes, not hours.
 */
export async function seedScale(db: Db, options: ScaleOptions, log: (line: string) => void = console.log): Promise<void> {
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const { users, days, firstIndex } = options;
  for (let start = firstIndex; start < firstIndex + users; start += BATCH) {
    const end = Math.min(start + BATCH, firstIndex + users) - 1;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        CREATE TEMP TABLE IF NOT EXISTS scale_batch (user_id uuid, account_id uuid, start_weight numeric, slope numeric) ON COMMIT DROP`);
      await tx.execute(sql`
        WITH new_users AS (
          INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at)
          SELECT 'scale-' || i || '@scale.example.org', ${passwordHash}, 'Scale', 'User ' || i, now()
          FROM generate_series(${start}::int, ${end}::int) AS i
          ON CONFLICT (email) DO NOTHING
          RETURNING id, last_name
        ), new_accounts AS (
          INSERT INTO accounts (name, type)
          SELECT 'Scale ' || last_name, 'personal' FROM new_users
          RETURNING id, name
        )
        INSERT INTO scale_batch (user_id, account_id, start_weight, slope)
        SELECT u.id, a.id, 150 + random() * 150, random() * 0.25 - 0.05
        FROM new_users u JOIN new_accounts a ON a.name = 'Scale ' || u.last_name`);
      await tx.execute(sql`
        INSERT INTO user_accounts (user_id, account_id, role, status, is_primary)
        SELECT user_id, account_id, 'User', 'Active', true FROM scale_batch`);
      await tx.execute(sql`
        INSERT INTO weight_logs (user_id, account_id, weight, log_date)
        SELECT b.user_id, b.account_id,
               round(greatest(80, least(600, b.start_weight - b.slope * d + (random() - 0.5) * 2))::numeric, 1),
               current_date - (${days}::int - d)
        FROM scale_batch b CROSS JOIN generate_series(0, ${days - 1}::int) AS d
        WHERE random() > 0.1`);
      // Same definition as participant-progress.ts, in bulk: first minus latest, never below zero.
      await tx.execute(sql`
        INSERT INTO participant_progress (user_id, first_weight, latest_weight, pounds_lost, first_log_date, last_log_date)
        SELECT b.user_id, f.weight, l.weight, greatest(0, f.weight - l.weight), f.log_date, l.log_date
        FROM scale_batch b
        CROSS JOIN LATERAL (SELECT weight, log_date FROM weight_logs w WHERE w.user_id = b.user_id AND w.account_id = b.account_id ORDER BY log_date ASC LIMIT 1) f
        CROSS JOIN LATERAL (SELECT weight, log_date FROM weight_logs w WHERE w.user_id = b.user_id AND w.account_id = b.account_id ORDER BY log_date DESC LIMIT 1) l`);
    });
    log(`users ${end + 1 - firstIndex}/${users}`);
  }
  await recountCommunity(db);
  // The first scale user is the coalition's Admin too, for the coalition's bench.
  await db.execute(sql`UPDATE users SET coalition_admin = true WHERE email = ${scaleEmail(firstIndex)}`);
  if (options.orgMembers > 0) await seedScaleOrganization(db, options);
  // What autovacuum does to a live database: statistics, hint bits and the visibility map that
  // index-only scans need. Without it the first reads after a bulk load measure the load itself.
  await db.execute(sql`VACUUM ANALYZE`);
}

/**
 * The community total from scratch, slot by slot as `communitySlotOf` assigns people (decision
 * 0041): used after bulk loads, which bypass the per-log upkeep.
 */
export async function recountCommunity(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM community_progress`);
    await tx.execute(sql`
      INSERT INTO community_progress (id, total_pounds_lost, participants, updated_at)
      SELECT ('x' || right(replace(user_id::text, '-', ''), 8))::bit(32)::bigint % ${COMMUNITY_PROGRESS_SLOTS}, sum(pounds_lost), count(*), now()
        FROM participant_progress GROUP BY 1`);
  });
}

async function seedScaleOrganization(db: Db, { orgMembers, firstIndex }: ScaleOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const where = and(eq(accounts.name, SCALE_ORGANIZATION), eq(accounts.type, 'organization'));
    const [existing] = await tx.select({ id: accounts.id }).from(accounts).where(where).limit(1);
    const orgId = existing?.id ?? (await tx.insert(accounts).values({ name: SCALE_ORGANIZATION, type: 'organization' }).returning({ id: accounts.id }))[0]!.id;
    // The first scale user administers it; the next ones are members, with a few still invited.
    await tx.execute(sql`
      INSERT INTO user_accounts (user_id, account_id, role, status, invitation_date)
      SELECT u.id, ${orgId}::uuid,
             (CASE WHEN u.email = ${scaleEmail(firstIndex)} THEN 'OrganizationAdmin' ELSE 'User' END)::membership_role,
             (CASE WHEN u.email <> ${scaleEmail(firstIndex)} AND random() < 0.05 THEN 'Invited' ELSE 'Active' END)::membership_status,
             now() - (random() * interval '300 days')
      FROM users u
      WHERE u.email IN (SELECT 'scale-' || i || '@scale.example.org' FROM generate_series(${firstIndex}::int, ${firstIndex + orgMembers}::int) AS i)
      ON CONFLICT (user_id, account_id) DO NOTHING`);
  });
}
