// Generated from src/lib/api/calls/goals.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { getMyGoal as call } from '@/lib/api/calls/goals';
import type { ApiRoute } from '../../client';

export const getMyGoal: ApiRoute<typeof call> = { method: 'get', path: '/api/WeightLossGoal/my-goal' };
