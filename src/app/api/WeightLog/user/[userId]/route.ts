import { z } from 'zod';
import { apiRoute } from '@/server/api/handler';
import { listUserWeightLogs } from '@/server/weights/list-user-weight-logs';

const params = z.object({ userId: z.uuid({ error: 'invalidValue' }) });

export const GET = apiRoute({ params }, async ({ db, actor, params: { userId } }) => ({
  body: await listUserWeightLogs({ db, actor, userId }),
}));
