import 'server-only';
import type { Milestone } from '@/lib/schemas/milestones';
import { milestones } from '@/server/db/schema';

/** The columns a milestone answer is built from (never the row). */
export const milestoneColumns = {
  id: milestones.id,
  kind: milestones.kind,
  amount: milestones.amount,
  unit: milestones.unit,
  earnedOn: milestones.earnedOn,
  createdAt: milestones.createdAt,
};

export type MilestoneRow = { id: string; kind: Milestone['kind']; amount: number | null; unit: Milestone['unit']; earnedOn: string; createdAt: Date | string };

export function toMilestone(row: MilestoneRow): Milestone {
  return { id: row.id, kind: row.kind, amount: row.amount, unit: row.unit, earnedOn: row.earnedOn, recordedAt: new Date(row.createdAt).toISOString() };
}
