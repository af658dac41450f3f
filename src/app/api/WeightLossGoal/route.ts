import { setGoalSchema } from '@/lib/schemas/goals';
import { apiRoute } from '@/server/api/handler';
import { setGoal } from '@/server/goals/set-goal';

export const POST = apiRoute({ body: setGoalSchema }, async ({ db, actor, body }) => {
  const result = await setGoal({ db, actor, input: body });
  return { status: result.replaced ? 200 : 201, body: result };
});
