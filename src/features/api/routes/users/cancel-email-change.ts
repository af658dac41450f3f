// Generated from src/lib/api/calls/users.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { cancelEmailChange as call } from '@/lib/api/calls/users';
import type { ApiRoute } from '../../client';

export const cancelEmailChange: ApiRoute<typeof call> = { method: 'delete', path: '/api/User/{id}/pending-email' };
