// Generated from src/lib/api/calls/accounts.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type * as calls from '@/lib/api/calls/accounts';
import type { ApiRoute } from '../client';

export const listOrganizations: ApiRoute<typeof calls.listOrganizations> = { method: 'get', path: '/api/Account/organizations' };
export const listMyInvitations: ApiRoute<typeof calls.listMyInvitations> = { method: 'get', path: '/api/Account/my-invitations' };
export const inviteMember: ApiRoute<typeof calls.inviteMember> = { method: 'post', path: '/api/Account/invite' };
export const resendInvite: ApiRoute<typeof calls.resendInvite> = { method: 'post', path: '/api/Account/resend-invite' };
export const acceptInvitation: ApiRoute<typeof calls.acceptInvitation> = { method: 'post', path: '/api/Account/accept-invitation' };
export const removeMember: ApiRoute<typeof calls.removeMember> = { method: 'delete', path: '/api/Account/{accountId}/users/{userId}' };
export const rejectInvitation: ApiRoute<typeof calls.rejectInvitation> = { method: 'delete', path: '/api/Account/{accountId}/users/invitations/{userId}' };
export const listOrgAdmins: ApiRoute<typeof calls.listOrgAdmins> = { method: 'get', path: '/api/Account/org-admins' };
