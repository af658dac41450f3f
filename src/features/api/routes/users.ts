// Generated from src/lib/api/calls/users.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type * as calls from '@/lib/api/calls/users';
import type { ApiRoute } from '../client';

export const getUser: ApiRoute<typeof calls.getUser> = { method: 'get', path: '/api/User/{id}' };
export const updateProfile: ApiRoute<typeof calls.updateProfile> = { method: 'put', path: '/api/User/{id}/profile' };
export const setPrimaryAccount: ApiRoute<typeof calls.setPrimaryAccount> = { method: 'put', path: '/api/User/{id}/set-primary-account' };
export const cancelEmailChange: ApiRoute<typeof calls.cancelEmailChange> = { method: 'delete', path: '/api/User/{id}/pending-email' };
