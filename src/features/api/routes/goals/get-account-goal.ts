// Generated from src/lib/api/calls/goals.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { getAccountGoal as call } from '@/lib/api/calls/goals';
import type { ApiRoute } from '../../client';

export const getAccountGoal: ApiRoute<typeof call> = { method: 'get', path: '/api/WeightLossGoal/{accountId}' };
