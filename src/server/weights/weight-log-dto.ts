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

/** The timestamps may come as text: a statement that answers JSON (src/server/weights/participant-progress.ts) sends them so. */
type Row = Omit<{ [K in keyof typeof weightLogColumns]: (typeof weightLogColumns)[K]['_']['data'] }, 'createdAt' | 'updatedAt'> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};

export function toWeightLogEntry(row: Row): WeightLogEntry {
  return { ...row, weight: Number(row.weight), createdAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString() };
}
