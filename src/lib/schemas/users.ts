import { z } from 'zod';
import { DISPLAY_UNITS } from '../units/weight-units';
import { accountSchema, idSchema, joinRequestSchema, organizationSchema, storedEmailSchema, storedNameSchema } from './accounts';
import { emailSchema, mailLocaleSchema, nameSchema } from './auth';
import { HEIGHT_MAX_CM, HEIGHT_MIN_CM, PASSWORD_MAX_LENGTH } from './bounds';

/** GET /api/User/{id}: the caller's own user with their active accounts (SPEC §3 Account). */
export const userDetailsSchema = z.object({
  id: z.uuid(),
  email: storedEmailSchema,
  /** A new email waiting for its owner to open the link mailed to it; absent when none. */
  pendingEmail: storedEmailSchema.optional(),
  firstName: storedNameSchema,
  lastName: storedNameSchema,
  directoryManaged: z.boolean(),
  /** The coalition's Admin (SPEC §6): the coalition dashboard is theirs. */
  coalitionAdmin: z.boolean(),
  /** Whether the person signs in with email and a password (deleting the account asks for it); false for external sign-ins only. */
  emailSignIn: z.boolean(),
  /** The organisation chosen in the profile, once its admins approved; fixed then. */
  organisation: organizationSchema.nullable(),
  /** The newest request to join an organisation: waiting, declined or approved. */
  joinRequest: joinRequestSchema.nullable(),
  accounts: z.array(accountSchema),
  /** How the person sees and types weights; weights themselves stay pounds. */
  displayUnit: z.enum(DISPLAY_UNITS),
  /** Centimetres to a tenth, for the BMI; null when not given. */
  heightCm: z.number().nullable(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const userIdParamsSchema = z.object({ id: idSchema });

/**
 * PUT /api/User/{id}/preferences: the display unit and the optional height. Separate from the
 * profile, which a directory-managed person cannot change: units are anyone's own choice.
 */
export const preferencesSchema = z.object({
  displayUnit: z.enum(DISPLAY_UNITS, { error: 'invalidValue' }),
  heightCm: z
    .number({ error: 'heightInvalid' })
    .min(HEIGHT_MIN_CM, { error: 'heightInvalid' })
    .max(HEIGHT_MAX_CM, { error: 'heightInvalid' })
    .transform((cm) => Math.round(cm * 10) / 10)
    .nullable(),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;
export const preferencesAnswerSchema = z.object({ displayUnit: z.enum(DISPLAY_UNITS), heightCm: z.number().nullable() });

/**
 * PUT /api/User/{id}/profile. `organisation` is an organisation accountId to ask to join (decision
 * 0035); null or absent keeps things as they are.
 * A different `email` is not set at once: it waits for the link mailed to it (`pendingEmail`), in
 * the language `locale`.
 */
export const profileSchema = z.object({
  email: emailSchema.optional(),
  firstName: nameSchema,
  lastName: nameSchema,
  organisation: idSchema.nullable().optional(),
  locale: mailLocaleSchema,
});
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.infer<typeof profileSchema>;

/** POST /api/Auth/confirm-email-change and /api/Auth/undo-email-change: the address the account has now. */
export const emailChangeResultSchema = (status: 'EmailChanged' | 'EmailChangeUndone') => z.object({ status: z.literal(status), email: storedEmailSchema });

/**
 * DELETE /api/User/{id}: the person's password, when they have one. Someone who only
 * signs in through an external provider sends none and needs a sign-in of the last five minutes.
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH, { error: 'passwordMax' }).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
