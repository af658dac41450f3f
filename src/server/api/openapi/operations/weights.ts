import 'server-only';
import {
  accountIdParamsSchema,
  logWeightResultSchema,
  logWeightSchema,
  updateWeightLogSchema,
  userIdParamsSchema,
  weightLogEntrySchema,
  weightLogIdParamsSchema,
  weightLogListSchema,
} from '@/lib/schemas/weights';
import type { Operation } from '../operation';

export const weightOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/WeightLog/log-weight',
    summary: "Log a day's weight (a second log for the day replaces the first)",
    tag: 'WeightLog',
    body: logWeightSchema,
    responses: {
      201: { description: 'A new day was logged', schema: logWeightResultSchema },
      200: { description: "The day's weight was replaced (`replaced: true`)", schema: logWeightResultSchema },
    },
    errors: [400, 403, 404],
  },
  {
    method: 'get',
    path: '/api/WeightLog/user/{userId}',
    summary: "The caller's personal weight history, newest first",
    tag: 'WeightLog',
    params: userIdParamsSchema,
    responses: { 200: { description: 'Weight history', schema: weightLogListSchema } },
    errors: [400, 403],
  },
  {
    method: 'get',
    path: '/api/WeightLog/organization/{accountId}',
    summary: "An organisation's weight logs (its admins only)",
    tag: 'WeightLog',
    params: accountIdParamsSchema,
    responses: { 200: { description: "The organisation's logs", schema: weightLogListSchema } },
    errors: [400, 403, 404],
  },
  {
    method: 'put',
    path: '/api/WeightLog/{id}',
    summary: 'Change the weight and/or the day of one of your own entries',
    tag: 'WeightLog',
    params: weightLogIdParamsSchema,
    body: updateWeightLogSchema,
    responses: { 200: { description: 'The changed entry', schema: weightLogEntrySchema } },
    errors: [400, 403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/WeightLog/{id}',
    summary: 'Delete one of your own entries',
    tag: 'WeightLog',
    params: weightLogIdParamsSchema,
    responses: { 204: { description: 'Deleted' } },
    errors: [400, 403, 404],
  },
];
