import { z } from 'zod';
import { timestampSchema } from './accounts';

/** GET /api/CommunityProgress: the maintained community total against the goal. */
export const communityProgressSchema = z.object({
  totalPoundsLost: z.number(),
  goalPounds: z.number(),
  /** 0–100, four decimals (the start of a million is small), capped at 100. */
  percent: z.number(),
  participants: z.number().int(),
  updatedAt: timestampSchema.nullable(),
});
export type CommunityProgress = z.infer<typeof communityProgressSchema>;
