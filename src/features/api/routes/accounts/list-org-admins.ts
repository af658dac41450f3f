// Generated from src/lib/api/calls/accounts.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { listOrgAdmins as call } from '@/lib/api/calls/accounts';
import type { ApiRoute } from '../../client';

export const listOrgAdmins: ApiRoute<typeof call> = { method: 'get', path: '/api/Account/org-admins' };
