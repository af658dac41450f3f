import 'server-only';
import { env } from '@/env';
import { getStandings } from '@/server/coalition/standings';
import * as calls from '@/lib/api/calls/goals';
import { getCommunityProgress } from '@/server/community/get-community-progress';
import { deleteGoal } from '@/server/goals/delete-goal';
import { getAccountGoal, getMyGoal } from '@/server/goals/get-goal';
import { setGoal } from '@/server/goals/set-goal';
import { route } from '../route';

export const goalRoutes = [
  route(calls.getStandings, async ({ db }) => ({
    status: 200,
    body: await getStandings({
      db,
      minActiveMembers: env().coalitionMinGroupSize,
      maxAgeMs: env().coalitionFiguresMaxAgeMs,
      timeZone: env().coalitionTimeZone,
    }),
  })),
  route(calls.getMyGoal, async ({ db, actor }) => ({ status: 200, body: await getMyGoal({ db, actor }) })),
  route(calls.getAccountGoal, async ({ db, params }) => ({ status: 200, body: await getAccountGoal({ db, accountId: params.accountId }) })),
  route(calls.deleteGoal, async ({ db, params }) => {
    await deleteGoal({ db, accountId: params.accountId });
    return { status: 204, body: null };
  }),
  route(calls.setGoal, async ({ db, actor, body }) => {
    const result = await setGoal({ db, actor, input: body });
    return result.replaced ? { status: 200, body: result } : { status: 201, body: result };
  }),
  route(calls.getCommunityProgress, async ({ db }) => ({ status: 200, body: await getCommunityProgress({ db }) })),
];
