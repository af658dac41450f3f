import { apiRoute } from '@/server/api/handler';
import { getMyGoal } from '@/server/goals/get-goal';

export const GET = apiRoute({}, async ({ db, actor }) => ({ body: await getMyGoal({ db, actor }) }));
