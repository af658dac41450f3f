// Generated from src/lib/api/calls/accounts.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { setMemberRole as call } from '@/lib/api/calls/accounts';
import type { ApiRoute } from '../../client';

export const setMemberRole: ApiRoute<typeof call> = { method: 'put', path: '/api/Account/{accountId}/users/{userId}/role' };
