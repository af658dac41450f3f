import { z } from 'zod';

/** What the browser reports to POST /api/logError when the UI crashes or a promise is left rejected. */
export const clientErrorSchema = z.object({
  error: z.union([
    z.string().max(2_000),
    z.object({
      name: z.string().max(200).optional(),
      message: z.string().max(2_000),
      stack: z.string().max(10_000).optional(),
      digest: z.string().max(200).optional(),
    }),
  ]),
  errorInfo: z
    .object({
      source: z.enum(['boundary', 'global-error', 'window-error', 'unhandled-rejection']),
      componentStack: z.string().max(10_000).optional(),
      url: z.string().max(2_000).optional(),
    })
    .optional(),
});
export type ClientError = z.infer<typeof clientErrorSchema>;
