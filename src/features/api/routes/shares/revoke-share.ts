// Generated from src/lib/api/calls/shares.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { revokeShare as call } from '@/lib/api/calls/shares';
import type { ApiRoute } from '../../client';

export const revokeShare: ApiRoute<typeof call> = { method: 'delete', path: '/api/Share/{id}' };
