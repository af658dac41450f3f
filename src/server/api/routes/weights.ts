import 'server-only';
import * as calls from '@/lib/api/calls/weights';
import { env } from '@/env';
import { deleteWeightLog } from '@/server/weights/delete-weight-log';
import { getWeightLog } from '@/server/weights/get-weight-log';
import { importWeights } from '@/server/weights/import-weights';
import { getOrganizationProgress } from '@/server/weights/get-organization-progress';
import { listOrganizationWeightLogs } from '@/server/weights/list-organization-weight-logs';
import { listSharedWeights } from '@/server/weights/list-shared-weights';
import { listUserWeightLogsJson } from '@/server/weights/list-user-weight-logs';
import { logWeight } from '@/server/weights/log-weight';
import { updateWeightLog } from '@/server/weights/update-weight-log';
import { route } from '../route';

export const weightRoutes = [
  route(calls.logWeight, async ({ db, actor, body }) => {
    const result = await logWeight({ db, actor, input: body });
    return result.replaced ? { status: 200, body: result } : { status: 201, body: result };
  }),
  // PostgreSQL writes the history's JSON: the answer is sent as it comes.
  route(calls.listUserWeightLogs, async ({ db, actor }) => ({
    status: 200,
    raw: await listUserWeightLogsJson({ db, actor }),
    contentType: 'application/json; charset=utf-8',
  })),
  route(calls.listOrganizationWeightLogs, async ({ db, params }) => ({
    status: 200,
    body: await listOrganizationWeightLogs({ db, accountId: params.accountId }),
  })),
  // Small groups suppressed by the coalition's rule and size.
  route(calls.getOrganizationProgress, async ({ db, params }) => ({
    status: 200,
    body: await getOrganizationProgress({ db, accountId: params.accountId, minGroupSize: env().coalitionMinGroupSize }),
  })),
  // People's own weights: kept by no cache on the way (a member who stops sharing is gone from the next answer).
  route(calls.listSharedWeights, async ({ db, params }) => ({
    status: 200,
    body: await listSharedWeights({ db, accountId: params.accountId }),
    headers: { 'cache-control': 'no-store' },
  })),
  route(calls.getWeightLog, async ({ db, actor, params }) => ({ status: 200, body: await getWeightLog({ db, actor, id: params.id }) })),
  route(calls.updateWeightLog, async ({ db, actor, params, body }) => ({
    status: 200,
    body: await updateWeightLog({ db, actor, id: params.id, input: body }),
  })),
  route(calls.deleteWeightLog, async ({ db, actor, params }) => {
    await deleteWeightLog({ db, actor, id: params.id });
    return { status: 204, body: null };
  }),
  route(calls.importWeights, async ({ db, actor, body }) => ({ status: 200, body: await importWeights({ db, actor, input: body }) })),
];
