import { z } from 'zod';

/** GET /api/CommunityProgress/standings. */
export const standingsSchema = z.object({
  asOf: z.iso.date().max(10),
  /** An organisation is listed with at least this many members active in the last 28 days. */
  minActiveMembers: z.number().int(),
  organizations: z
    .array(
      z.object({
        /** Ties share a rank (1, 1, 3). */
        rank: z.number().int(),
        accountId: z.uuid(),
        name: z.string().max(200),
        activeMembers: z.number().int(),
        /** Mean net % of starting weight lost over the organisation's participants, one decimal. */
        averagePercentLost: z.number(),
      }),
    )
    .max(10_000),
});
export type Standings = z.infer<typeof standingsSchema>;

/** GET/PUT /api/Account/{accountId}/standings: whether the organisation is shown on the standings. */
export const standingsSettingSchema = z.object({ optIn: z.boolean({ error: 'invalidValue' }) });
export type StandingsSetting = z.infer<typeof standingsSettingSchema>;
