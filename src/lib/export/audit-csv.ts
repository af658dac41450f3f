import type { AuditEntry } from '@/lib/schemas/audit';
import { csvRow } from './csv';

/** The audit CSV's columns: one entry a line, newest first (getAuditEntries in src/lib/api/calls/coalition.ts). */
export const AUDIT_CSV_HEADER = [
  'at',
  'action',
  'outcome',
  'actor_kind',
  'actor_email',
  'actor_deleted',
  'target_email',
  'target_deleted',
  'organization',
  'detail',
] as const;

/** `key=value` pairs joined by `; `, in key order, so a spreadsheet shows the same text for the same facts. */
function detailText(detail: AuditEntry['detail']): string {
  return Object.keys(detail)
    .sort()
    .map((key) => `${key}=${detail[key]}`)
    .join('; ');
}

/** The entries as CSV; `truncated` adds a last line saying the file stops at its limit. */
export function auditEntriesCsv(entries: readonly AuditEntry[], truncated = false): string {
  const lines = [csvRow(AUDIT_CSV_HEADER)];
  for (const e of entries) {
    lines.push(
      csvRow([
        e.at,
        e.action,
        e.outcome,
        e.actorKind,
        e.actorEmail,
        e.actorDeleted ? 'true' : 'false',
        e.targetEmail,
        e.targetDeleted ? 'true' : 'false',
        e.organizationName,
        detailText(e.detail),
      ]),
    );
  }
  if (truncated) lines.push(csvRow(['truncated: narrow the filters for the rest']));
  return lines.join('');
}
