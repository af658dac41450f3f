import { z } from 'zod';
import { accountSchema, idSchema, organizationSchema } from './accounts';
import { emailSchema, nameSchema } from './auth';

/** GET /api/User/{id}: the caller's own user with their active accounts (SPEC §3 Account). */
export const userDetailsSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  directoryManaged: z.boolean(),
  /** The organisation chosen in the profile; set once. */
  organisation: organizationSchema.nullable(),
  accounts: z.array(accountSchema),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const userIdParamsSchema = z.object({ id: idSchema });

/** PUT /api/User/{id}/profile. `organisation` is an organisation accountId; null or absent keeps it. */
export const profileSchema = z.object({
  email: emailSchema.optional(),
  firstName: nameSchema,
  lastName: nameSchema,
  organisation: idSchema.nullable().optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.infer<typeof profileSchema>;
