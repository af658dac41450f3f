// Generated from src/lib/api/calls/shell.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { videoThumbnail as call } from '@/lib/api/calls/shell';
import type { ApiRoute } from '../../client';

export const videoThumbnail: ApiRoute<typeof call> = { method: 'get', path: '/api/yt-image/{videoId}' };
