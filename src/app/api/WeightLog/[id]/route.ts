import { updateWeightLogSchema, weightLogIdParamsSchema } from '@/lib/schemas/weights';
import { apiRoute } from '@/server/api/handler';
import { deleteWeightLog } from '@/server/weights/delete-weight-log';
import { updateWeightLog } from '@/server/weights/update-weight-log';

export const PUT = apiRoute({ params: weightLogIdParamsSchema, body: updateWeightLogSchema }, async ({ db, actor, params, body }) => ({
  body: await updateWeightLog({ db, actor, id: params.id, input: body }),
}));

export const DELETE = apiRoute({ params: weightLogIdParamsSchema }, async ({ db, actor, params }) => {
  await deleteWeightLog({ db, actor, id: params.id });
  return { status: 204, body: null };
});
