// Generated from src/lib/api/calls/goals.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type * as calls from '@/lib/api/calls/goals';
import type { ApiRoute } from '../client';

export const getMyGoal: ApiRoute<typeof calls.getMyGoal> = { method: 'get', path: '/api/WeightLossGoal/my-goal' };
export const getAccountGoal: ApiRoute<typeof calls.getAccountGoal> = { method: 'get', path: '/api/WeightLossGoal/{accountId}' };
export const deleteGoal: ApiRoute<typeof calls.deleteGoal> = { method: 'delete', path: '/api/WeightLossGoal/{accountId}' };
export const setGoal: ApiRoute<typeof calls.setGoal> = { method: 'post', path: '/api/WeightLossGoal' };
export const getCommunityProgress: ApiRoute<typeof calls.getCommunityProgress> = { method: 'get', path: '/api/CommunityProgress' };
