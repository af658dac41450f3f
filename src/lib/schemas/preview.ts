import { z } from 'zod';
import { sameOriginPath } from '@/lib/callback-url';

/** GET /api/preview: `secret` (+ `redirect`) turns the editors' preview on, `disable=true` off. */
export const previewQuerySchema = z.object({
  secret: z.string().max(500).optional(),
  disable: z.literal('true').optional(),
  /** Where to land after enabling: a path on this site only (the one rule, src/lib/callback-url.ts). */
  redirect: z
    .string()
    .max(2_000)
    .regex(/^\/(?![/\\])/, 'invalidValue')
    .refine((value) => sameOriginPath(value) !== null, 'invalidValue')
    .optional(),
});

export const previewStateSchema = z.object({ preview: z.boolean() });
