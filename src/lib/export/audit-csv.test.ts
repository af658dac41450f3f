import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/lib/schemas/audit';
import { AUDIT_CSV_HEADER, auditEntriesCsv } from './audit-csv';

const entry: AuditEntry = {
  id: '00000000-0000-4000-8000-000000000001',
  at: '2026-11-28T12:00:00.000Z',
  action: 'member.role_change',
  outcome: 'refused',
  actorKind: 'person',
  actorEmail: 'admin@example.org',
  actorDeleted: false,
  targetEmail: null,
  targetDeleted: true,
  organizationId: '00000000-0000-4000-8000-000000000002',
  organizationName: '=Org, "Ltd"',
  detail: { to: 'Admin', reason: 'Only an Admin grants or takes away the Admin role' },
};

describe('auditEntriesCsv', () => {
  it('writes one line an entry under the header, the detail in key order, a formula-like cell neutralised', () => {
    expect(auditEntriesCsv([entry]).split('\r\n')).toEqual([
      AUDIT_CSV_HEADER.join(','),
      `2026-11-28T12:00:00.000Z,member.role_change,refused,person,admin@example.org,false,,true,"'=Org, ""Ltd""",reason=Only an Admin grants or takes away the Admin role; to=Admin`,
      '',
    ]);
  });

  it('says so in a last line when the file stops at its limit', () => {
    expect(auditEntriesCsv([], true).split('\r\n')).toEqual([AUDIT_CSV_HEADER.join(','), 'truncated: narrow the filters for the rest', '']);
  });
});
