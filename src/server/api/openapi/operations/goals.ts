import 'server-only';
import { communityProgressSchema } from '@/lib/schemas/community';
import { goalSchema, setGoalResultSchema, setGoalSchema } from '@/lib/schemas/goals';
import { accountIdParamsSchema } from '@/lib/schemas/weights';
import type { Operation } from '../operation';

export const goalOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/WeightLossGoal/my-goal',
    summary: "The caller's personal goal",
    tag: 'WeightLossGoal',
    responses: { 200: { description: 'The goal', schema: goalSchema } },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/WeightLossGoal/{accountId}',
    summary: "An account's goal: your personal account, or an organisation you administer",
    tag: 'WeightLossGoal',
    params: accountIdParamsSchema,
    responses: { 200: { description: 'The goal', schema: goalSchema } },
    errors: [400, 403, 404],
  },
  {
    method: 'delete',
    path: '/api/WeightLossGoal/{accountId}',
    summary: "Delete an account's goal",
    tag: 'WeightLossGoal',
    params: accountIdParamsSchema,
    responses: { 204: { description: 'Deleted' } },
    errors: [400, 403, 404],
  },
  {
    method: 'post',
    path: '/api/WeightLossGoal',
    summary: 'Set a goal: a goal weight (personal) or a target weight loss (organisation); replaces an existing one',
    tag: 'WeightLossGoal',
    body: setGoalSchema,
    responses: {
      201: { description: 'Created', schema: setGoalResultSchema },
      200: { description: 'Replaced the existing goal (`replaced: true`)', schema: setGoalResultSchema },
    },
    errors: [400, 403, 404],
  },
  {
    method: 'get',
    path: '/api/CommunityProgress',
    summary: 'The community total toward 1,000,000 lbs lost',
    tag: 'CommunityProgress',
    responses: { 200: { description: 'Community progress', schema: communityProgressSchema } },
    errors: [],
  },
];
