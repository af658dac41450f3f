// Generated from src/lib/api/calls/users.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { exportUserData as call } from '@/lib/api/calls/users';
import type { ApiRoute } from '../../client';

export const exportUserData: ApiRoute<typeof call> = { method: 'get', path: '/api/User/{id}/export' };
