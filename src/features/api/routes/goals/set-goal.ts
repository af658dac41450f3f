// Generated from src/lib/api/calls/goals.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { setGoal as call } from '@/lib/api/calls/goals';
import type { ApiRoute } from '../../client';

export const setGoal: ApiRoute<typeof call> = { method: 'post', path: '/api/WeightLossGoal' };
