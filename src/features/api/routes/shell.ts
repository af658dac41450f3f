// Generated from src/lib/api/calls/shell.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type * as calls from '@/lib/api/calls/shell';
import type { ApiRoute } from '../client';

export const videoTitle: ApiRoute<typeof calls.videoTitle> = { method: 'get', path: '/api/yt-title/{videoId}' };
export const videoThumbnail: ApiRoute<typeof calls.videoThumbnail> = { method: 'get', path: '/api/yt-image/{videoId}' };
export const logClientError: ApiRoute<typeof calls.logClientError> = { method: 'post', path: '/api/logError' };
export const preview: ApiRoute<typeof calls.preview> = { method: 'get', path: '/api/preview' };
