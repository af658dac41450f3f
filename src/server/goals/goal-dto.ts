import 'server-only';
import type { Goal } from '@/lib/schemas/goals';
import { accounts, goals } from '@/server/db/schema';

/** The columns a goal exposes (joined with its account for the kind); nothing else leaves the server. */
export const goalColumns = {
  id: goals.id,
  accountId: goals.accountId,
  accountType: accounts.type,
  goalWeight: goals.goalWeight,
  targetWeightLoss: goals.targetWeightLoss,
  createdAt: goals.createdAt,
  updatedAt: goals.updatedAt,
};

type Row = { [K in keyof typeof goalColumns]: (typeof goalColumns)[K]['_']['data'] | null };

export function toGoal(row: Row): Goal {
  return {
    id: row.id!,
    accountId: row.accountId!,
    accountType: row.accountType!,
    goalWeight: row.goalWeight === null ? null : Number(row.goalWeight),
    targetWeightLoss: row.targetWeightLoss === null ? null : Number(row.targetWeightLoss),
    createdAt: row.createdAt!.toISOString(),
    updatedAt: row.updatedAt!.toISOString(),
  };
}
