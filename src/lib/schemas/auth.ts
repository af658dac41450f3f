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

export const registrationSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
});
export type Registration = z.infer<typeof registrationSchema>;

export const registeredUserSchema = z.object({ id: z.uuid(), email: z.email(), firstName: z.string(), lastName: z.string() });
export type RegisteredUser = z.infer<typeof registeredUserSchema>;
