import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './bounds';

/** Message texts are keys under `Validation` in messages/*.json. */
export const emailSchema = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .max(EMAIL_MAX_LENGTH, { error: 'emailInvalid' })
  .pipe(z.email({ error: 'emailInvalid' }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .min(PASSWORD_MIN_LENGTH, { error: 'passwordMin' })
  .max(PASSWORD_MAX_LENGTH, { error: 'passwordMax' })
  .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p), { error: 'passwordComplexity' });

export const nameSchema = z
  .string({ error: 'nameRequired' })
  .trim()
  .min(1, { error: 'nameRequired' })
  .max(NAME_MAX_LENGTH, { error: 'nameMax' })
  // PostgreSQL text cannot hold NUL, and no name needs a control character.
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), { error: 'invalidValue' });

export const signInSchema = z.object({
  email: emailSchema,
  // Sign-in checks presence only: old passwords predate today's rules.
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(PASSWORD_MAX_LENGTH, { error: 'passwordMax' }),
});
export type SignIn = z.infer<typeof signInSchema>;

/** The language of the mails a request triggers (their links open in it). */
export const mailLocaleSchema = z.enum(['en-US', 'es-ES']).default('en-US');

export const registrationSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  locale: mailLocaleSchema,
});
export type Registration = z.infer<typeof registrationSchema>;

/** Forgot password and resend verification: an address only. */
export const emailRequestSchema = z.object({ email: emailSchema, locale: mailLocaleSchema });
export type EmailRequest = z.input<typeof emailRequestSchema>;

const emailTokenSchema = z.string({ error: 'tokenInvalid' }).min(16, { error: 'tokenInvalid' }).max(128, { error: 'tokenInvalid' });

export const verifyEmailSchema = z.object({ token: emailTokenSchema });

/** A confirmation longer than any password cannot match one: refused as too long, like the password. */
const confirmPasswordSchema = z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(PASSWORD_MAX_LENGTH, { error: 'passwordMax' });

/** New password and its confirmation (SPEC §2 Reset password); a mismatch is keyed to the confirmation. */
export const newPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((v) => v.password === v.confirmPassword, { error: 'passwordsDontMatch', path: ['confirmPassword'] });
export type NewPassword = z.infer<typeof newPasswordSchema>;

export const resetPasswordSchema = z
  .object({ token: emailTokenSchema, password: passwordSchema, confirmPassword: confirmPasswordSchema })
  .refine((v) => v.password === v.confirmPassword, { error: 'passwordsDontMatch', path: ['confirmPassword'] });

export const registeredUserSchema = z.object({
  id: z.uuid(),
  email: z.email().max(EMAIL_MAX_LENGTH),
  firstName: z.string().max(NAME_MAX_LENGTH),
  lastName: z.string().max(NAME_MAX_LENGTH),
});
export type RegisteredUser = z.infer<typeof registeredUserSchema>;
