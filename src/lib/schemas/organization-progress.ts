import { z } from 'zod';

/**
 * GET /api/WeightLog/organization/{accountId}/progress (issue 17 point 2): an organisation's
 * outcome figures, aggregate only (src/lib/progress/organization-outcomes.ts says how each is
 * counted). No member's own weight is in it.
 */
export const organizationProgressSchema = z.object({
  accountId: z.uuid(),
  /** The day the figures are for (the latest date on Earth: no weigh-in is later). */
  asOf: z.iso.date().max(10),
  /** Active memberships, admins included. */
  members: z.number().int(),
  /** Members who have weighed in at least once. */
  participants: z.number().int(),
  /** Members who weighed in on one of the last 7 days. */
  activeThisWeek: z.number().int(),
  /** Pounds lost together: each member's loss since their first weigh-in, never below zero. */
  poundsLost: z.number(),
  /** Mean net % of the starting weight lost, over participants (one decimal); null without any. */
  averagePercentLost: z.number().nullable(),
  /** Share of participants (0–100, one decimal) who lost at least 3, 5 and 10 % of their starting weight. */
  lostAtLeast: z.array(z.object({ percent: z.number().int(), share: z.number().nullable() })).max(3),
  /** The organisation's goal (SPEC §3 "target weight loss") and how much of it is reached. */
  targetWeightLoss: z.number().nullable(),
  percentOfTarget: z.number().nullable(),
  /** Pounds lost together at the end of each of the last 12 weeks, oldest first (the last ends on `asOf`). */
  weekly: z.array(z.object({ weekEnding: z.iso.date().max(10), poundsLost: z.number() })).max(52),
});
export type OrganizationProgress = z.infer<typeof organizationProgressSchema>;
