import 'server-only';
import type { AuditEntriesQuery, AuditEntry, AuditDetail } from '@/lib/schemas/audit';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { allAuditEntries } from './list-audit-entries';
import { personActor, recordAudit } from './record-audit';

/** The filters a download used, as the entry that records it keeps them. */
function filtersOf(query: AuditEntriesQuery): AuditDetail {
  const detail: AuditDetail = { format: 'csv' };
  for (const key of ['action', 'outcome', 'organizationId', 'from', 'to'] as const) {
    const value = query[key];
    if (value) detail[key] = value;
  }
  // What was typed may be someone's address: the entry says a filter was used, not what it was.
  if (query.actorEmail) detail.actorEmail = 'used';
  return detail;
}

/**
 * The whole filtered record for the CSV. The download is recorded in the same transaction as the
 * read: a file that is read is a file that is recorded.
 */
export async function exportAuditEntries({
  db,
  actor,
  query,
}: {
  db: Db;
  actor: Actor;
  query: AuditEntriesQuery;
}): Promise<{ entries: AuditEntry[]; truncated: boolean; day: string }> {
  return db.transaction(async (tx) => {
    await recordAudit(tx, { action: 'audit.export', actor: personActor(actor), organizationId: query.organizationId ?? null, detail: filtersOf(query) });
    const { entries, truncated } = await allAuditEntries({ db: tx, query });
    return { entries, truncated, day: new Date().toISOString().slice(0, 10) };
  });
}
