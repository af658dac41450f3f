import { z } from 'zod';
import { EARLIEST_LOG_DATE, ISO_TIMESTAMP_MAX_LENGTH, WEIGHT_MAX_LBS, WEIGHT_MIN_LBS } from './bounds';
import { isCalendarDate, latestDateOnEarth } from '../dates';
import { milestoneListSchema } from './milestones';

const toTenth = (w: number) => Math.round(w * 10) / 10;

/** Checked after rounding to the stored tenth: 39.96 would store 40, 999.96 would store 1000. */
export const weightSchema = z
  .number({ error: 'weightInvalid' })
  .positive({ error: 'weightPositive' })
  .lt(WEIGHT_MAX_LBS, { error: 'weightMax' })
  .refine((w) => toTenth(w) >= WEIGHT_MIN_LBS, { error: 'weightMin' })
  .refine((w) => toTenth(w) < WEIGHT_MAX_LBS, { error: 'weightMax' })
  .transform(toTenth);

/**
 * A calendar date, never after today. The server cannot know the person's time zone, so it
 * accepts up to today where the day is furthest ahead (UTC+14); the form checks local today.
 */
export const logDateSchema = z
  .string({ error: 'dateInvalid' })
  // YYYY-MM-DD: anything longer fails isCalendarDate anyway, with the same message.
  .max(10, { error: 'dateInvalid' })
  .refine(isCalendarDate, { error: 'dateInvalid' })
  .refine((d) => d >= EARLIEST_LOG_DATE, { error: 'dateInvalid' })
  .refine((d) => d <= latestDateOnEarth(), { error: 'dateNotFuture' });

/**
 * A weigh-in's questions (src/lib/progress/weigh-in-questions.ts): with `ask`, a personal weigh-in
 * that would replace another weight of its day, or that is a change no body makes, is refused
 * (409, `detail` DayTaken or UnusualWeight) unless `answered` holds that question's kind.
 */
const weighInAnswers = {
  ask: z.boolean({ error: 'invalidValue' }).optional(),
  answered: z
    .array(z.enum(['dayTaken', 'unusual'], { error: 'invalidValue' }))
    .max(2, { error: 'invalidValue' })
    .optional(),
};

export const logWeightSchema = z.object({
  weight: weightSchema,
  logDate: logDateSchema,
  /** The account to log for; the caller's personal account when absent. */
  accountId: z.uuid({ error: 'invalidValue' }).optional(),
  ...weighInAnswers,
});
export type LogWeightInput = z.infer<typeof logWeightSchema>;

/** PUT /api/WeightLog/{id}: a new weight, a new day, or both. */
export const updateWeightLogSchema = z
  .object({ weight: weightSchema.optional(), logDate: logDateSchema.optional(), ...weighInAnswers })
  .refine((v) => v.weight !== undefined || v.logDate !== undefined, { error: 'nothingToChange' });
export type UpdateWeightLogInput = z.infer<typeof updateWeightLogSchema>;

export const weightLogIdParamsSchema = z.object({ id: z.uuid({ error: 'invalidValue' }) });
export const userIdParamsSchema = z.object({ userId: z.uuid({ error: 'invalidValue' }) });
export const accountIdParamsSchema = z.object({ accountId: z.uuid({ error: 'invalidValue' }) });

/** One entry as the API returns it (explicit columns, never a raw row). */
export const weightLogEntrySchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  accountId: z.uuid(),
  weight: z.number(),
  logDate: z.iso.date().max(10),
  createdAt: z.iso.datetime().max(ISO_TIMESTAMP_MAX_LENGTH),
  updatedAt: z.iso.datetime().max(ISO_TIMESTAMP_MAX_LENGTH),
});
export type WeightLogEntry = z.infer<typeof weightLogEntrySchema>;

export const weightLogListSchema = z.array(weightLogEntrySchema);

/** Answer of log-weight: `replaced` tells a new day (201) from a replaced one (200). */
/** `milestones`: what this weigh-in earned, recorded now; empty for a replay of nothing new and for an organisation's log. */
export const logWeightResultSchema = z.object({ entry: weightLogEntrySchema, replaced: z.boolean(), milestones: milestoneListSchema });
export type LogWeightResult = z.infer<typeof logWeightResultSchema>;
