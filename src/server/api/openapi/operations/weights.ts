import 'server-only';
import { z } from 'zod';
import { logWeightResultSchema, logWeightSchema, weightLogEntrySchema } from '@/lib/schemas/weights';
import type { Operation } from '../operation';

export const userIdParams = z.object({ userId: z.uuid() });

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
    params: userIdParams,
    responses: { 200: { description: 'Weight history', schema: z.array(weightLogEntrySchema) } },
    errors: [400, 403],
  },
];
