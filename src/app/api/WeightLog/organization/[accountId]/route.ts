import { accountIdParamsSchema } from '@/lib/schemas/weights';
import { apiRoute } from '@/server/api/handler';
import { listOrganizationWeightLogs } from '@/server/weights/list-organization-weight-logs';

export const GET = apiRoute({ params: accountIdParamsSchema }, async ({ db, actor, params }) => ({
  body: await listOrganizationWeightLogs({ db, actor, accountId: params.accountId }),
}));
