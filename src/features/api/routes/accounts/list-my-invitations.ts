// Generated from src/lib/api/calls/accounts.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { listMyInvitations as call } from '@/lib/api/calls/accounts';
import type { ApiRoute } from '../../client';

export const listMyInvitations: ApiRoute<typeof call> = { method: 'get', path: '/api/Account/my-invitations' };
