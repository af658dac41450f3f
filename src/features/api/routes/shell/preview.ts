// Generated from src/lib/api/calls/shell.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { preview as call } from '@/lib/api/calls/shell';
import type { ApiRoute } from '../../client';

export const preview: ApiRoute<typeof call> = { method: 'get', path: '/api/preview' };
