import 'server-only';
import * as calls from '@/lib/api/calls/coalition';
import { auditEntriesCsv } from '@/lib/export/audit-csv';
import { coalitionOutcomesCsv } from '@/lib/export/coalition-csv';
import { env } from '@/env';
import { exportAuditEntries } from '@/server/audit/export-audit-entries';
import { listAuditEntries } from '@/server/audit/list-audit-entries';
import { personActor, recordAudit } from '@/server/audit/record-audit';
import { getCoalitionOutcomes } from '@/server/coalition/get-coalition-outcomes';
import { route } from '../route';

// Records of the programme and of its administration: saved by the Admin, kept by no shared cache on the way.
const download = (file: string) => ({ 'content-disposition': `attachment; filename="${file}"`, 'cache-control': 'no-store' });

export const coalitionRoutes = [
  route(calls.getCoalitionOutcomes, async ({ db, actor, query }) => {
    const outcomes = await getCoalitionOutcomes({
      db,
      organizationId: query.organizationId,
      minGroupSize: env().coalitionMinGroupSize,
      maxAgeMs: env().coalitionFiguresMaxAgeMs,
      timeZone: env().coalitionTimeZone,
      range: { from: query.from, to: query.to },
    });
    const headers = download(`coalition-outcomes-${outcomes.asOf}.${query.format}`);
    if (query.format === 'csv') {
      // The CSV is the file that leaves the app; the dashboard's JSON reads are views, not exports.
      const raw = coalitionOutcomesCsv(outcomes);
      await recordAudit(db, {
        action: 'coalition.outcomes_export',
        actor: personActor(actor),
        organizationId: query.organizationId ?? null,
        detail: { format: 'csv', from: outcomes.range.from, to: outcomes.range.to },
      });
      return { status: 200, raw, contentType: 'text/csv; charset=utf-8', headers };
    }
    return { status: 200, raw: JSON.stringify(outcomes), contentType: 'application/json; charset=utf-8', headers };
  }),
  route(calls.getAuditEntries, async ({ db, actor, query }) => {
    if (query.format === 'csv') {
      const { entries, truncated, day } = await exportAuditEntries({ db, actor, query });
      return { status: 200, raw: auditEntriesCsv(entries, truncated), contentType: 'text/csv; charset=utf-8', headers: download(`audit-record-${day}.csv`) };
    }
    const page = await listAuditEntries({ db, query, retentionDays: env().auditRetentionDays });
    return { status: 200, raw: JSON.stringify(page), contentType: 'application/json; charset=utf-8', headers: { 'cache-control': 'no-store' } };
  }),
];
