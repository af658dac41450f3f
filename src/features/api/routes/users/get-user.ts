// Generated from src/lib/api/calls/users.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { getUser as call } from '@/lib/api/calls/users';
import type { ApiRoute } from '../../client';

export const getUser: ApiRoute<typeof call> = { method: 'get', path: '/api/User/{id}' };
