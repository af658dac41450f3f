// Generated from src/lib/api/calls/shell.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { logClientError as call } from '@/lib/api/calls/shell';
import type { ApiRoute } from '../../client';

export const logClientError: ApiRoute<typeof call> = { method: 'post', path: '/api/logError' };
