import { standingsSchema } from '@/lib/schemas/standings';
import { communityProgressSchema } from '@/lib/schemas/community';
import { goalSchema, setGoalResultSchema, setGoalSchema } from '@/lib/schemas/goals';
import { accountIdParamsSchema } from '@/lib/schemas/weights';
import type { ApiCall } from '../define';

const GOAL_DENIED = "You may not manage this account's goal";

export const getMyGoal = { method: 'get', path: '/api/WeightLossGoal/my-goal', tag: 'WeightLossGoal',
  summary: "The caller's personal goal",
  access: 'signedIn',
  responses: { 200: { description: 'The goal', schema: goalSchema } }, errors: [404] } as const satisfies ApiCall;

export const getAccountGoal = { method: 'get', path: '/api/WeightLossGoal/{accountId}', tag: 'WeightLossGoal',
  summary: "An account's goal: your personal account, or an organisation you administer",
  access: { capability: 'administerAccount', account: { in: 'params', name: 'accountId' }, denied: GOAL_DENIED }, params: accountIdParamsSchema,
  responses: { 200: { description: 'The goal', schema: goalSchema } }, errors: [400, 403, 404] } as const satisfies ApiCall;

export const deleteGoal = { method: 'delete', path: '/api/WeightLossGoal/{accountId}', tag: 'WeightLossGoal',
  summary: "Delete an account's goal",
  access: { capability: 'administerAccount', account: { in: 'params', name: 'accountId' }, denied: GOAL_DENIED }, params: accountIdParamsSchema,
  responses: { 204: { description: 'Deleted' } }, errors: [400, 403, 404] } as const satisfies ApiCall;

export const setGoal = { method: 'post', path: '/api/WeightLossGoal', tag: 'WeightLossGoal',
  summary: 'Set a goal: a goal weight (personal) or a target weight loss (organisation); replaces an existing one',
  access: { capability: 'administerAccount', account: { in: 'body', name: 'accountId' }, denied: GOAL_DENIED }, body: setGoalSchema,
  responses: {
    201: { description: 'Created', schema: setGoalResultSchema },
    200: { description: 'Replaced the existing goal (`replaced: true`)', schema: setGoalResultSchema },
  }, errors: [400, 403, 404] } as const satisfies ApiCall;

export const getCommunityProgress = { method: 'get', path: '/api/CommunityProgress', tag: 'CommunityProgress',
  summary: 'The community total toward 1,000,000 lbs lost',
  access: 'signedIn',
  responses: { 200: { description: 'Community progress', schema: communityProgressSchema } }, errors: [] } as const satisfies ApiCall;

export const getStandings = { method: 'get', path: '/api/CommunityProgress/standings', tag: 'CommunityProgress',
  summary: 'The team standings: organisations whose admins opted in and with at least 11 members active in the last 28 days, ranked by the average % of starting weight lost (one decimal; ties share a rank, listed by name)',
  access: 'signedIn',
  responses: { 200: { description: 'The standings', schema: standingsSchema } }, errors: [] } as const satisfies ApiCall;
