import { accountIdParamsSchema } from '@/lib/schemas/weights';
import { apiRoute } from '@/server/api/handler';
import { deleteGoal } from '@/server/goals/delete-goal';
import { getAccountGoal } from '@/server/goals/get-goal';

export const GET = apiRoute({ params: accountIdParamsSchema }, async ({ db, actor, params }) => ({
  body: await getAccountGoal({ db, actor, accountId: params.accountId }),
}));

export const DELETE = apiRoute({ params: accountIdParamsSchema }, async ({ db, actor, params }) => {
  await deleteGoal({ db, actor, accountId: params.accountId });
  return { status: 204, body: null };
});
