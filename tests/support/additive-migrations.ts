import { expect } from 'vitest';
import { journal, type everyRow } from './migration-fixtures';

/**
 * The historic migrations that break the rule, each with why it was safe then. A new migration
 * does not join this list: it adds, and a later release drops what no running code reads.
 */
export const ALLOWED = new Map<string, { drops: string[]; reason: string }>([
  [
    '0002_weight_logs_covering_index',
    { drops: [], reason: 'renames an index (not a table or a column) after building its replacement: no data or reader is touched' },
  ],
  [
    '0018_unsubscribe_per_kind_and_ended_sessions',
    {
      drops: ['reminder_settings.unsubscribe_nonce'],
      reason: 'copies the shared unsubscribe counter into the three per-kind ones before dropping it, in one migration, before the rule existed',
    },
  ],
]);

/** Columns dropped by allowed migrations after `count` migrations: they are not expected to survive. */
function droppedAfter(count: number): Set<string> {
  return new Set(
    journal()
      .slice(count)
      .flatMap((entry) => ALLOWED.get(entry.tag)?.drops ?? []),
  );
}

/** After the upgrade, each row of the earlier release is found (by its values) with every surviving column unchanged. */
export function expectKept(before: Awaited<ReturnType<typeof everyRow>>, after: Awaited<ReturnType<typeof everyRow>>, count: number) {
  const dropped = droppedAfter(count);
  for (const [table, rows] of Object.entries(before)) {
    const name = table.replace(/^public\./, '');
    const kept = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !dropped.has(`${name}.${column}`))));
    const now = after[table] ?? [];
    for (const row of kept) {
      const match = now.find((candidate) => Object.entries(row).every(([column, value]) => JSON.stringify(candidate[column]) === JSON.stringify(value)));
      expect(match, `${table}: a row of the release at migration ${count} changed or vanished in the upgrade: ${JSON.stringify(row)}`).toBeDefined();
    }
  }
}
