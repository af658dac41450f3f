// Generated from src/lib/api/calls/goals.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { deleteGoal as call } from '@/lib/api/calls/goals';
import type { ApiRoute } from '../../client';

export const deleteGoal: ApiRoute<typeof call> = { method: 'delete', path: '/api/WeightLossGoal/{accountId}' };
