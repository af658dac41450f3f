import 'server-only';
import * as calls from '@/lib/api/calls/coalition';
import { coalitionOutcomesCsv } from '@/lib/export/coalition-csv';
import { env } from '@/env';
import { getCoalitionOutcomes } from '@/server/coalition/get-coalition-outcomes';
import { route } from '../route';

export const coalitionRoutes = [
  route(calls.getCoalitionOutcomes, async ({ db, query }) => {
    const outcomes = await getCoalitionOutcomes({
      db,
      organizationId: query.organizationId,
      minGroupSize: env().coalitionMinGroupSize,
      maxAgeMs: env().coalitionFiguresMaxAgeMs,
      timeZone: env().coalitionTimeZone,
      range: { from: query.from, to: query.to },
    });
    // Programme figures: saved by the Admin, kept by no shared cache on the way.
    const file = `coalition-outcomes-${outcomes.asOf}.${query.format}`;
    const headers = { 'content-disposition': `attachment; filename="${file}"`, 'cache-control': 'no-store' };
    if (query.format === 'csv') return { status: 200, raw: coalitionOutcomesCsv(outcomes), contentType: 'text/csv; charset=utf-8', headers };
    return { status: 200, raw: JSON.stringify(outcomes), contentType: 'application/json; charset=utf-8', headers };
  }),
];
