import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';

/**
 * Marks the person active: at a sign-in and at each refresh of a session's tokens. The row is
 * written at most once a day (and at once after a warning, which activity withdraws), so a
 * busy session adds no write per refresh.
 */
export async function recordActivity(db: Executor, userId: string): Promise<void> {
  await db.execute(
    sql`UPDATE users SET last_active_at = now(), inactivity_warned_at = NULL
        WHERE id = ${userId} AND (last_active_at < now() - interval '1 day' OR inactivity_warned_at IS NOT NULL)`,
  );
}
