import { logWeightSchema } from '@/lib/schemas/weights';
import { apiRoute } from '@/server/api/handler';
import { logWeight } from '@/server/weights/log-weight';

export const POST = apiRoute({ body: logWeightSchema }, async ({ db, actor, body }) => {
  const result = await logWeight({ db, actor, input: body });
  return { status: result.replaced ? 200 : 201, body: result };
});
