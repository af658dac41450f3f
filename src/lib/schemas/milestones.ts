import { z } from 'zod';
import { ISO_TIMESTAMP_MAX_LENGTH } from './bounds';
import { DISPLAY_UNITS } from '../units/weight-units';
import { MILESTONE_KINDS } from '../progress/milestones';

/** The most milestones one answer lists, newest first (a person earns a few dozen in years). */
export const MAX_MILESTONES_LISTED = 500;

/** A milestone the person has earned. */
export const milestoneSchema = z.object({
  id: z.uuid(),
  kind: z.enum(MILESTONE_KINDS),
  /** Streak days, weight lost in `unit`, percent lost, or the goal weight in pounds; null for the first weigh-in. */
  amount: z.number().nullable(),
  unit: z.enum(DISPLAY_UNITS).nullable(),
  /** The logged day that earned it. */
  earnedOn: z.iso.date().max(10),
  /** When the server recorded it. */
  recordedAt: z.iso.datetime().max(ISO_TIMESTAMP_MAX_LENGTH),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const milestoneListSchema = z.array(milestoneSchema).max(MAX_MILESTONES_LISTED);
