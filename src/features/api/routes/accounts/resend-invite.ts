// Generated from src/lib/api/calls/accounts.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { resendInvite as call } from '@/lib/api/calls/accounts';
import type { ApiRoute } from '../../client';

export const resendInvite: ApiRoute<typeof call> = { method: 'post', path: '/api/Account/resend-invite' };
