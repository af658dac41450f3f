// Generated from src/lib/api/calls/accounts.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { inviteMembers as call } from '@/lib/api/calls/accounts';
import type { ApiRoute } from '../../client';

export const inviteMembers: ApiRoute<typeof call> = { method: 'post', path: '/api/Account/invite-many' };
