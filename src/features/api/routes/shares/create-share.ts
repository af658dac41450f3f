// Generated from src/lib/api/calls/shares.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { createShare as call } from '@/lib/api/calls/shares';
import type { ApiRoute } from '../../client';

export const createShare: ApiRoute<typeof call> = { method: 'post', path: '/api/Share' };
