import { z } from 'zod';
import { localToday } from '@/lib/dates';
import { logDateSchema, weightSchema } from '@/lib/schemas/weights';

/** The server accepts any zone's today; the form holds the person to their own. */
export const weighInSchema = z
  .object({ weight: weightSchema, logDate: logDateSchema })
  .refine((value) => value.logDate <= localToday(), { path: ['logDate'], error: 'dateNotFuture' });

export type WeighInFields = { weight: number; logDate: string };
export type WeighIn = z.output<typeof weighInSchema>;
