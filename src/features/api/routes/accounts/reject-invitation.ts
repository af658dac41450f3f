// Generated from src/lib/api/calls/accounts.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { rejectInvitation as call } from '@/lib/api/calls/accounts';
import type { ApiRoute } from '../../client';

export const rejectInvitation: ApiRoute<typeof call> = { method: 'delete', path: '/api/Account/{accountId}/users/invitations/{userId}' };
