import { z } from 'zod';

/**
 * GET /api/Coalition/outcomes. Every figure is
 * `{ value, suppressed }`: a figure about fewer people than `minGroupSize` (or one that, taken
 * from a published total, would show such a group) has `value: null` and `suppressed: true`.
 * src/lib/progress/coalition-outcomes.ts says how each is counted.
 */
export const figureSchema = z.object({ value: z.number().nullable(), suppressed: z.boolean() });
export type FigureDto = z.infer<typeof figureSchema>;

export const outcomeFiguresSchema = z.object({
  /** People who have weighed in at least once (on their personal account). */
  participants: figureSchema,
  /** Joined (first weigh-in) since Monday. */
  newThisWeek: figureSchema,
  activeLast7Days: figureSchema,
  activeLast28Days: figureSchema,
  /** Pounds lost together (each person's contribution). */
  poundsLost: figureSchema,
  /** Share (0–100, one decimal) of participants who lost at least 3, 5 and 10 % of their starting weight. */
  lostAtLeast: z.array(z.object({ percent: z.number().int(), share: figureSchema })).max(3),
  /** Share (0–100) of those who joined at least 4, 12 and 26 weeks ago who weighed in that long after joining. */
  retention: z.array(z.object({ weeks: z.number().int(), share: figureSchema })).max(3),
});

export const cohortSchema = z.object({
  /** The Monday of the join week. */
  weekStarting: z.iso.date().max(10),
  participants: figureSchema,
  retention: outcomeFiguresSchema.shape.retention,
});

/** A week of the community counter over time: as it stood at the week's end (or today). */
export const communityWeekSchema = z.object({
  /** The week's Monday. */
  weekStarting: z.iso.date().max(10),
  participants: figureSchema,
  totalPoundsLost: figureSchema,
});
export type CommunityWeek = z.infer<typeof communityWeekSchema>;

/** The longest range the community's weeks are asked for: two years. */
export const COALITION_RANGE_MAX_DAYS = 731;
/** The range shown until another is chosen: the last twelve weeks. */
export const COALITION_RANGE_DEFAULT_DAYS = 83;

export const coalitionOutcomesSchema = z.object({
  /** The day the figures are for. */
  asOf: z.iso.date().max(10),
  /** The IANA time zone whose calendar `asOf` and the weeks are days of (COALITION_TIME_ZONE). */
  timeZone: z.string().max(64),
  /** When the figures were counted: they may be up to a minute old. */
  countedAt: z.iso.datetime().max(40),
  /** Figures about fewer people than this are suppressed (COALITION_MIN_GROUP_SIZE). */
  minGroupSize: z.number().int(),
  /** The organisation the figures are narrowed to, or null for the whole coalition. */
  scope: z.object({ accountId: z.uuid(), name: z.string().max(200) }).nullable(),
  /** The community total (every dashboard's counter): public, so never suppressed. */
  communityTotal: figureSchema,
  /** The participants every dashboard's counter names: public, so never suppressed. */
  communityParticipants: figureSchema,
  summary: outcomeFiguresSchema,
  /** The range the community's weeks cover, as asked (or the last twelve weeks). */
  range: z.object({ from: z.iso.date().max(10), to: z.iso.date().max(10) }),
  /** The community total and participants week by week over `range`, oldest first; a week about too few people is suppressed. */
  communityWeeks: z.array(communityWeekSchema).max(120),
  /** Join-week cohorts, oldest first. */
  cohorts: z.array(cohortSchema).max(2000),
  /** Each organisation's figures (without a scope; empty with one), by name. */
  organizations: z.array(z.object({ accountId: z.uuid(), name: z.string().max(200), summary: outcomeFiguresSchema })).max(10_000),
});
export type CoalitionOutcomes = z.infer<typeof coalitionOutcomesSchema>;

export const COALITION_FORMATS = ['json', 'csv'] as const;

export const coalitionOutcomesQuerySchema = z
  .object({
    /** Narrow every figure to one organisation's active members. */
    organizationId: z.uuid({ error: 'invalidValue' }).optional(),
    format: z.enum(COALITION_FORMATS, { error: 'invalidValue' }).default('json'),
    /** The first day of the community's weeks (its week's Monday on); with `to`, at most two years. */
    from: z.iso.date({ error: 'invalidValue' }).max(10, { error: 'invalidValue' }).optional(),
    /** The last day of the community's weeks; today when later or not given. */
    to: z.iso.date({ error: 'invalidValue' }).max(10, { error: 'invalidValue' }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'invalidValue', path: ['from'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= COALITION_RANGE_MAX_DAYS * 86_400_000, { error: 'invalidValue', path: ['to'] });
