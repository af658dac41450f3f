// Generated from src/lib/api/calls/shares.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { listShares as call } from '@/lib/api/calls/shares';
import type { ApiRoute } from '../../client';

export const listShares: ApiRoute<typeof call> = { method: 'get', path: '/api/Share' };
