export const dynamic = 'force-dynamic';

import { NextResponse } from 'next/server';
import { sql } from 'drizzle-orm';
import { getDatabase } from '@/server/db/client';

/** Liveness and readiness: answers 200 once the database is open and migrated. */
export async function GET() {
  const { db, kind } = await getDatabase();
  await db.execute(sql`SELECT 1`);
  return NextResponse.json({ status: 'ok', database: kind });
}
