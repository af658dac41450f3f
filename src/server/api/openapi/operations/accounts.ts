import 'server-only';
import { z } from 'zod';
import {
  accountUserParamsSchema,
  invitationSchema,
  inviteSchema,
  orgAdminsQuerySchema,
  orgMemberSchema,
  organizationSchema,
  resendInviteSchema,
  userAccountIdSchema,
} from '@/lib/schemas/accounts';
import type { Operation } from '../operation';

/** The /api/Account calls (rules: docs/api.md "Accounts, invitations and users"). */
export const accountOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/Account/organizations',
    summary: 'Every organisation, by name: the choices of the profile',
    tag: 'Account',
    responses: { 200: { description: 'The organisations', schema: z.array(organizationSchema) } },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/Account/my-invitations',
    summary: "The caller's pending invitations",
    tag: 'Account',
    responses: { 200: { description: 'The invitations', schema: z.array(invitationSchema) } },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/Account/invite',
    summary: 'Invite a registered person to an organisation you administer (role defaults to OrganizationAdmin)',
    tag: 'Account',
    body: inviteSchema,
    responses: { 201: { description: 'The invited member (status Invited)', schema: orgMemberSchema } },
    errors: [400, 403, 404, 409],
  },
  {
    method: 'post',
    path: '/api/Account/resend-invite',
    summary: 'Send a pending or rejected invitation again',
    tag: 'Account',
    body: resendInviteSchema,
    responses: { 200: { description: 'The invited member', schema: orgMemberSchema } },
    errors: [400, 403, 404, 409],
  },
  {
    method: 'post',
    path: '/api/Account/accept-invitation',
    summary: 'Accept your own invitation',
    tag: 'Account',
    body: userAccountIdSchema,
    responses: { 200: { description: 'The accepted invitation', schema: invitationSchema } },
    errors: [400, 403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/Account/{accountId}/users/{userId}',
    summary: 'Remove a member or invitee from an organisation you administer',
    tag: 'Account',
    params: accountUserParamsSchema,
    responses: { 204: { description: 'Removed' } },
    errors: [400, 403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/Account/{accountId}/users/invitations/{userId}',
    summary: 'Reject your own invitation',
    tag: 'Account',
    params: accountUserParamsSchema,
    responses: { 204: { description: 'Rejected' } },
    errors: [400, 403, 404],
  },
  {
    method: 'get',
    path: '/api/Account/org-admins',
    summary: 'The people of organisations you administer (accountIds: comma-separated)',
    tag: 'Account',
    query: orgAdminsQuerySchema,
    responses: { 200: { description: 'Members, admins and invitations', schema: z.array(orgMemberSchema) } },
    errors: [400, 403],
  },
];
