import { clientErrorSchema } from '@/lib/schemas/log-error';
import { videoParamsSchema, videoTitleSchema } from '@/lib/schemas/media';
import { previewQuerySchema, previewStateSchema } from '@/lib/schemas/preview';
import type { ApiCall } from '../define';

/**
 * The app shell's public helper calls. The media calls are served by Next.js (its image
 * optimizer reads /api/yt-image in-process), as is the preview (draft mode).
 */
export const videoTitle = {
  method: 'get',
  path: '/api/yt-title/{videoId}',
  tag: 'Media',
  servedByNext: true,
  summary: "A YouTube video's title ('Unknown Title' and found: false when it cannot be had)",
  access: 'anonymous',
  params: videoParamsSchema,
  responses: { 200: { description: 'The title', schema: videoTitleSchema } },
  errors: [400],
} as const satisfies ApiCall;

export const videoThumbnail = {
  method: 'get',
  path: '/api/yt-image/{videoId}',
  tag: 'Media',
  servedByNext: true,
  summary: "A YouTube video's thumbnail image, or a 500×500 placeholder",
  access: 'anonymous',
  params: videoParamsSchema,
  responses: { 200: { description: 'An image', mediaTypes: ['image/jpeg', 'image/png', 'image/webp'] } },
  errors: [400],
} as const satisfies ApiCall;

export const logClientError = {
  method: 'post',
  path: '/api/logError',
  tag: 'Shell',
  rateLimited: true,
  limitedPerAddress: true,
  summary: 'Report a crash, global error or unhandled rejection from the browser',
  description:
    '20 reports a minute per client address; each is logged with its texts cut (name and digest 100, message 1,000, stack and component stack 4,000, URL 500, user agent 300 characters).',
  access: 'anonymous',
  body: clientErrorSchema,
  responses: { 204: { description: 'Logged' } },
  errors: [400],
} as const satisfies ApiCall;

export const preview = {
  method: 'get',
  path: '/api/preview',
  tag: 'Shell',
  servedByNext: true,
  summary: "Turn the editors' preview (draft mode) on with the secret, or off with disable=true",
  description:
    '`redirect` must stay on this site (a path, not `//host`): otherwise 400 `errors.redirect.key = "invalidValue"` and preview stays off; a good target is redirected to on the public origin.',
  access: 'anonymous',
  query: previewQuerySchema,
  responses: { 200: { description: 'Preview is off', schema: previewStateSchema }, 307: { description: 'Preview is on; redirects to `redirect` or /' } },
  errors: [400, 401, 404],
} as const satisfies ApiCall;
