// Generated from src/lib/api/calls/shell.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type { videoThumbnail as call } from '@/lib/api/calls/shell';
import type { ApiRoute } from '../../client';

export const videoThumbnail: ApiRoute<typeof call> = { method: 'get', path: '/api/yt-image/{videoId}' };
