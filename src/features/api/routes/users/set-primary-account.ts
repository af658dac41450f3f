// Generated from src/lib/api/calls/users.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { setPrimaryAccount as call } from '@/lib/api/calls/users';
import type { ApiRoute } from '../../client';

export const setPrimaryAccount: ApiRoute<typeof call> = { method: 'put', path: '/api/User/{id}/set-primary-account' };
