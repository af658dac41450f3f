import { z } from 'zod';
import { localToday } from '@/lib/dates';
import { logDateSchema, weightSchema } from '@/lib/schemas/weights';

/** The server accepts any zone's today; the form holds the person to their own. */
export const weighInSchema = z
  .object({ weight: weightSchema, logDate: logDateSchema })
  .refine((value) => value.logDate <= localToday(), { path: ['logDate'], error: 'dateNotFuture' });

/** `weightPounds` is the pounds part of a stones-and-pounds entry (src/features/units/weight-fields.tsx). */
export type WeighInFields = { weight: number; weightPounds?: number; logDate: string };
export type WeighIn = z.output<typeof weighInSchema>;
