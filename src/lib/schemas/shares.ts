import { z } from 'zod';
import { timestampSchema } from './accounts';
import { mailLocaleSchema } from './auth';
import { timeZoneSchema } from './reminders';

/** At most this many live share links per person: revoke one to make another (409). */
export const MAX_SHARE_LINKS = 20;

/** 128 random bits in base64url: 22 characters, nothing else. */
export const shareIdSchema = z
  .string()
  .length(22, 'invalidValue')
  .regex(/^[A-Za-z0-9_-]{22}$/, 'invalidValue');
export const shareParamsSchema = z.object({ id: shareIdSchema });

/** POST /api/Share: whether the page shows the weight lost, and whose "today" counts the streak. */
export const createShareSchema = z.object({
  includeWeight: z.boolean({ error: 'invalidValue' }),
  timeZone: timeZoneSchema,
});
export type CreateShareInput = z.infer<typeof createShareSchema>;

export const shareLinkSchema = z.object({
  id: shareIdSchema,
  /** The page's path, without the language prefix: `/s/{id}`. */
  path: z.string().max(32),
  includeWeight: z.boolean(),
  createdAt: timestampSchema,
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinksSchema = z.array(shareLinkSchema).max(MAX_SHARE_LINKS);

/** GET /api/Share/{id}/image: the language of the image's words (the page's own). */
export const shareImageQuerySchema = z.object({ locale: mailLocaleSchema });
