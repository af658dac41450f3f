import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { MAX_MILESTONES_LISTED, type Milestone } from '@/lib/schemas/milestones';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { milestones } from '@/server/db/schema';
import { milestoneColumns, toMilestone } from './milestone-dto';

/** The actor's milestones, newest first (by the day that earned them). */
export async function listMilestones({ db, actor }: { db: Db; actor: Actor }): Promise<Milestone[]> {
  const rows = await db
    .select(milestoneColumns)
    .from(milestones)
    .where(eq(milestones.userId, actor.id))
    .orderBy(desc(milestones.earnedOn), desc(milestones.createdAt), desc(milestones.key))
    .limit(MAX_MILESTONES_LISTED);
  return rows.map(toMilestone);
}
