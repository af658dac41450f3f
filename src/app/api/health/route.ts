export const dynamic = 'force-dynamic';

import { NextResponse } from 'next/server';
import { sql } from 'drizzle-orm';
import { getDatabase } from '@/server/db/client';
import { rateLimitHealth } from '@/server/rate-limit/rate-limit';

/**
 * Liveness and readiness: answers 200 once the database is open and migrated. `rateLimits` says
 * where the limits count: `redis`, `memory` (no REDIS_URL) or `memory-fallback` (Redis is away).
 */
export async function GET() {
  const { db, kind } = await getDatabase();
  await db.execute(sql`SELECT 1`);
  return NextResponse.json({ status: 'ok', database: kind, rateLimits: await rateLimitHealth() });
}
