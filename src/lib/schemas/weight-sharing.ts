import { z } from 'zod';
import { storedEmailSchema, storedNameSchema } from './accounts';

/**
 * A member's own choice to show their weights to the organisation's admins (decision
 * 0042): PUT /api/Account/{accountId}/users/{userId}/share-weights, the member only.
 */
export const shareWeightsSchema = z.object({ shareWeights: z.boolean({ error: 'invalidValue' }) });
export type ShareWeightsInput = z.infer<typeof shareWeightsSchema>;

export const shareWeightsAnswerSchema = z.object({ accountId: z.uuid(), userId: z.uuid(), shareWeights: z.boolean() });
export type ShareWeightsAnswer = z.infer<typeof shareWeightsAnswerSchema>;

const day = z.iso.date().max(10);

/** One member who agreed, with their own (personal) weigh-ins: nulls until they weigh in. */
export const sharedMemberWeightsSchema = z.object({
  userId: z.uuid(),
  firstName: storedNameSchema,
  lastName: storedNameSchema,
  email: storedEmailSchema,
  /** The earliest-dated personal weigh-in, in pounds. */
  startingWeight: z.number().nullable(),
  startingDate: day.nullable(),
  /** The latest-dated personal weigh-in, in pounds. */
  latestWeight: z.number().nullable(),
  latestDate: day.nullable(),
  /** Starting minus latest, pounds to a tenth (negative for a gain). */
  lost: z.number().nullable(),
  /** Percent of the starting weight lost, one decimal (negative for a gain). */
  percentLost: z.number().nullable(),
});
export type SharedMemberWeights = z.infer<typeof sharedMemberWeightsSchema>;

/**
 * GET /api/WeightLog/organization/{accountId}/shared-weights, for the organisation's admins: only
 * the Active members who agreed, by last name, first name and email. No one else's weight is in it.
 */
export const sharedWeightsSchema = z.object({ accountId: z.uuid(), members: z.array(sharedMemberWeightsSchema).max(10_000) });
export type SharedWeights = z.infer<typeof sharedWeightsSchema>;
