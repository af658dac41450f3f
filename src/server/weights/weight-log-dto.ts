import 'server-only';
import type { WeightLogEntry } from '@/lib/schemas/weights';
import { weightLogs } from '@/server/db/schema';

/** The columns a weight log exposes; nothing else leaves the server. */
export const weightLogColumns = {
  id: weightLogs.id,
  userId: weightLogs.userId,
  accountId: weightLogs.accountId,
  weight: weightLogs.weight,
  logDate: weightLogs.logDate,
  createdAt: weightLogs.createdAt,
  updatedAt: weightLogs.updatedAt,
};

type Row = { [K in keyof typeof weightLogColumns]: (typeof weightLogColumns)[K]['_']['data'] };

export function toWeightLogEntry(row: Row): WeightLogEntry {
  return { ...row, weight: Number(row.weight), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
