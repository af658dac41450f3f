import { z } from 'zod';
import { figureSchema } from './coalition';

/**
 * GET /api/WeightLog/organization/{accountId}/progress: an organisation's
 * outcome figures, aggregate only (src/lib/progress/organization-outcomes.ts says how each is
 * counted). No member's own weight is in it. Every figure about people is `{ value, suppressed }`
 * as the coalition's: one about fewer than `minGroupSize` people, or one that the
 * shared weights subtracted from would show such a group, is `{ value: null,
 * suppressed: true }` (src/lib/progress/organization-figures.ts).
 */
export const organizationProgressSchema = z.object({
  accountId: z.uuid(),
  /** The day the published figures were counted on (they change only with many members' changes). */
  asOf: z.iso.date().max(10),
  /** The IANA time zone whose calendar `asOf` and the weeks are days of (the coalition's, COALITION_TIME_ZONE). */
  timeZone: z.string().max(64),
  /** Figures about fewer people than this are suppressed (COALITION_MIN_GROUP_SIZE). */
  minGroupSize: z.number().int(),
  /** Active memberships now, admins included: the admins' own member list shows them all anyway. */
  members: z.number().int(),
  /** Members who have weighed in at least once. */
  participants: figureSchema,
  /** Members who weighed in on one of the last 7 days. */
  activeThisWeek: figureSchema,
  /** Pounds lost together: each member's loss since their first weigh-in, never below zero. */
  poundsLost: figureSchema,
  /** Mean net % of the starting weight lost, over participants (one decimal). */
  averagePercentLost: figureSchema,
  /** Share of participants (0–100, one decimal) who lost at least 3, 5 and 10 % of their starting weight. */
  lostAtLeast: z.array(z.object({ percent: z.number().int(), share: figureSchema })).max(3),
  /** The organisation's goal (SPEC §3 "target weight loss"), and how much of it is reached (null without a goal). */
  targetWeightLoss: z.number().nullable(),
  percentOfTarget: figureSchema.nullable(),
  /** Pounds lost together as last published by the end of each of the 12 weeks to `asOf`, oldest first. */
  weekly: z.array(z.object({ weekEnding: z.iso.date().max(10), poundsLost: figureSchema })).max(52),
});
export type OrganizationProgress = z.infer<typeof organizationProgressSchema>;
