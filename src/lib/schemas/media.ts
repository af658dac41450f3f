import { z } from 'zod';
import { VIDEO_TITLE_MAX_LENGTH } from './bounds';

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
export const videoIdSchema = z
  .string()
  .length(11, 'invalidValue')
  .regex(/^[A-Za-z0-9_-]{11}$/, 'invalidValue');
export const videoParamsSchema = z.object({ videoId: videoIdSchema });

/** What /api/yt-title answers: `found: false` when the upstream could not tell (title is then the fallback). */
export const videoTitleSchema = z.object({ title: z.string().max(VIDEO_TITLE_MAX_LENGTH), found: z.boolean() });
export type VideoTitle = z.infer<typeof videoTitleSchema>;
export const UNKNOWN_TITLE = 'Unknown Title';
