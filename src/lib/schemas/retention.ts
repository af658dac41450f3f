import { z } from 'zod';

export const keepAccountInputSchema = z.object({
  token: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(200, { error: 'invalidValue' }),
});

export const keepAccountResultSchema = z.object({ status: z.literal('Kept') });
