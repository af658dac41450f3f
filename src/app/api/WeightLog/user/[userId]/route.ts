import { userIdParamsSchema } from '@/lib/schemas/weights';
import { apiRoute } from '@/server/api/handler';
import { listUserWeightLogs } from '@/server/weights/list-user-weight-logs';

export const GET = apiRoute({ params: userIdParamsSchema }, async ({ db, actor, params: { userId } }) => ({
  body: await listUserWeightLogs({ db, actor, userId }),
}));
