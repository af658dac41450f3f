import { userIdParamsSchema } from '@/lib/schemas/weights';
import { apiRoute } from '@/server/api/handler';
import { listUserWeightLogsJson } from '@/server/weights/list-user-weight-logs';

export const GET = apiRoute({ params: userIdParamsSchema }, async ({ db, actor, params: { userId } }) => {
  const json = await listUserWeightLogsJson({ db, actor, userId });
  return new Response(json, { status: 200, headers: { 'content-type': 'application/json' } });
});
