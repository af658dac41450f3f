import 'server-only';
import { eq } from 'drizzle-orm';
import type { Goal } from '@/lib/schemas/goals';
import type { Executor } from '@/server/db/client';
import { accounts, goals } from '@/server/db/schema';
import { goalColumns, toGoal } from './goal-dto';

export async function findGoal(db: Executor, accountId: string): Promise<Goal | null> {
  const [row] = await db.select(goalColumns).from(goals).innerJoin(accounts, eq(accounts.id, goals.accountId)).where(eq(goals.accountId, accountId)).limit(1);
  return row ? toGoal(row) : null;
}
