// Generated from src/lib/api/calls/users.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { deleteAccount as call } from '@/lib/api/calls/users';
import type { ApiRoute } from '../../client';

export const deleteAccount: ApiRoute<typeof call> = { method: 'delete', path: '/api/User/{id}' };
