import { clientErrorSchema } from '@/lib/schemas/log-error';
import { videoParamsSchema, videoTitleSchema } from '@/lib/schemas/media';
import { previewQuerySchema, previewStateSchema } from '@/lib/schemas/preview';
import { callsOf, noContent, ok, perAddressLimit } from '../define-call';

const mediaCalls = callsOf('Media');
const shellCalls = callsOf('Shell');

/**
 * The app shell's public helper calls. The media calls are served by Next.js (its image
 * optimizer reads /api/yt-image in-process), as is the preview (draft mode).
 */
export const videoTitle = mediaCalls.get('/api/yt-title/{videoId}', 'anonymous')(
  { params: videoParamsSchema, responses: ok(videoTitleSchema, 'The title'), errors: [400], servedByNext: true },
  "A YouTube video's title ('Unknown Title' and found: false when it cannot be had)",
);

export const videoThumbnail = mediaCalls.get('/api/yt-image/{videoId}', 'anonymous')(
  {
    params: videoParamsSchema,
    responses: { 200: { description: 'An image', mediaTypes: ['image/jpeg', 'image/png', 'image/webp'] } },
    errors: [400],
    servedByNext: true,
  },
  "A YouTube video's thumbnail image, or a 500×500 placeholder",
);

export const logClientError = shellCalls.post('/api/logError', 'anonymous')(
  { body: clientErrorSchema, responses: noContent('Logged'), errors: [400], ...perAddressLimit },
  'Report a crash, global error or unhandled rejection from the browser',
  '20 reports a minute per client address; each is logged with its texts cut (name and digest 100, message 1,000, stack and component stack 4,000, URL 500, user agent 300 characters).',
);

export const preview = shellCalls.get('/api/preview', 'anonymous')(
  {
    query: previewQuerySchema,
    responses: { 200: { description: 'Preview is off', schema: previewStateSchema }, 307: { description: 'Preview is on; redirects to `redirect` or /' } },
    errors: [400, 401, 404],
    servedByNext: true,
  },
  "Turn the editors' preview (draft mode) on with the secret, or off with disable=true",
  '`redirect` must stay on this site (a path, not `//host`): otherwise 400 `errors.redirect.key = "invalidValue"` and preview stays off; a good target is redirected to on the public origin.',
);
