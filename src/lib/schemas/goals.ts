import { z } from 'zod';
import { TARGET_WEIGHT_LOSS_MAX_LBS } from './bounds';
import { timestampSchema } from './accounts';
import { weightSchema } from './weights';

export const targetWeightLossSchema = z
  .number({ error: 'targetLossInvalid' })
  .positive({ error: 'targetLossInvalid' })
  .lt(TARGET_WEIGHT_LOSS_MAX_LBS, { error: 'targetLossMax' })
  // Checked after rounding to the stored tenth, like the weight.
  .refine((w) => Math.round(w * 10) / 10 > 0, { error: 'targetLossInvalid' })
  .refine((w) => Math.round(w * 10) / 10 < TARGET_WEIGHT_LOSS_MAX_LBS, { error: 'targetLossMax' })
  .transform((w) => Math.round(w * 10) / 10);

/**
 * POST /api/WeightLossGoal. A personal account takes `goalWeight`, an organisation
 * `targetWeightLoss`; `accountId` defaults to the caller's personal account. The server checks
 * that the kind matches the account.
 */
export const setGoalSchema = z
  .object({
    accountId: z.uuid({ error: 'invalidValue' }).optional(),
    goalWeight: weightSchema.optional(),
    targetWeightLoss: targetWeightLossSchema.optional(),
  })
  .refine((v) => (v.goalWeight === undefined) !== (v.targetWeightLoss === undefined), { error: 'goalKindMismatch' });
export type SetGoalInput = z.infer<typeof setGoalSchema>;

/** The form's view of a personal goal: just the weight. */
export const personalGoalFormSchema = z.object({ goalWeight: weightSchema });
/** The form's view of an organisation's goal. */
export const organizationGoalFormSchema = z.object({ targetWeightLoss: targetWeightLossSchema });

export const goalSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  accountType: z.enum(['personal', 'organization']),
  /** Personal accounts: the weight to reach, in lbs. Null for organisations. */
  goalWeight: z.number().nullable(),
  /** Organisations: the pounds to lose together. Null for personal accounts. */
  targetWeightLoss: z.number().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Goal = z.infer<typeof goalSchema>;

/** Answer of POST: one goal per account, a second POST replaces the first (200, replaced). */
export const setGoalResultSchema = z.object({ goal: goalSchema, replaced: z.boolean() });
export type SetGoalResult = z.infer<typeof setGoalResultSchema>;
