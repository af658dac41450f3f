import { z } from 'zod';
import { mailLocaleSchema } from './auth';

/** HH:MM, 00:00–23:59. */
export const localTimeSchema = z
  .string({ error: 'reminderTimeInvalid' })
  .max(5, { error: 'reminderTimeInvalid' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'reminderTimeInvalid' });

/** A time zone the runtime knows (IANA name); Intl is the judge on the server and in the browser. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: 'reminderTimeZoneInvalid' })
  .max(64, { error: 'reminderTimeZoneInvalid' })
  .refine(isTimeZone, { error: 'reminderTimeZoneInvalid' });

/** ISO weekdays, 1 = Monday … 7 = Sunday; at least one, each once. */
export const weekdaysSchema = z
  .array(
    z
      .number({ error: 'reminderDaysInvalid' })
      .int({ error: 'reminderDaysInvalid' })
      .min(1, { error: 'reminderDaysInvalid' })
      .max(7, { error: 'reminderDaysInvalid' }),
    { error: 'reminderDaysInvalid' },
  )
  .min(1, { error: 'reminderDaysEmpty' })
  .max(7, { error: 'reminderDaysInvalid' })
  .refine((days) => new Set(days).size === days.length, { error: 'reminderDaysInvalid' })
  .transform((days) => [...days].sort((a, b) => a - b));

/** PUT /api/User/{id}/reminders: the whole set of choices, replacing the earlier one. */
export const reminderSettingsInputSchema = z.object({
  enabled: z.boolean({ error: 'invalidValue' }),
  days: weekdaysSchema,
  localTime: localTimeSchema,
  timeZone: timeZoneSchema,
  /** The evening time of the streak-at-risk mail; null for none. */
  streakTime: localTimeSchema.nullable(),
  weeklySummary: z.boolean({ error: 'invalidValue' }),
  /** The language of the mails. */
  locale: mailLocaleSchema,
});
export type ReminderSettingsInput = z.input<typeof reminderSettingsInputSchema>;
export type ReminderSettingsChoice = z.infer<typeof reminderSettingsInputSchema>;

/** GET/PUT answer: the stored choices, or the defaults (off) when none were made yet. */
export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  days: z.array(z.number().int().min(1).max(7)).max(7),
  localTime: z.string().max(5),
  timeZone: z.string().max(64),
  streakTime: z.string().max(5).nullable(),
  weeklySummary: z.boolean(),
  locale: z.enum(['en-US', 'es-ES']),
  /** False until the person has saved their choices once. */
  chosen: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(200, { error: 'invalidValue' }),
});

export const unsubscribeResultSchema = z.object({ status: z.literal('Unsubscribed'), kind: z.enum(['daily', 'streak', 'weekly']) });
