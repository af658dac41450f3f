import 'server-only';
import { z } from 'zod';
import {
  accountUserParamsSchema,
  invitationSchema,
  inviteSchema,
  orgAdminsQuerySchema,
  organizationSchema,
  orgMemberSchema,
  resendInviteSchema,
  userAccountIdSchema,
} from '@/lib/schemas/accounts';
import type { Operation } from '../operation';

export const accountOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/Account/organizations',
    summary: 'Every organisation, by name (the choices of the profile)',
    tag: 'Account',
    responses: { 200: { description: 'Organisations', schema: z.array(organizationSchema) } },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/Account/my-invitations',
    summary: "The caller's pending invitations",
    tag: 'Account',
    responses: { 200: { description: 'Invitations', schema: z.array(invitationSchema) } },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/Account/invite',
    summary: 'Invite a person to an organisation you administer (role defaults to OrganizationAdmin)',
    tag: 'Account',
    body: inviteSchema,
    responses: { 201: { description: 'Invited', schema: orgMemberSchema } },
    errors: [400, 403, 404, 409],
  },
  {
    method: 'post',
    path: '/api/Account/resend-invite',
    summary: 'Send an invitation again (pending or rejected)',
    tag: 'Account',
    body: resendInviteSchema,
    responses: { 200: { description: 'Invitation sent again', schema: orgMemberSchema } },
    errors: [400, 403, 404, 409],
  },
  {
    method: 'post',
    path: '/api/Account/accept-invitation',
    summary: 'Accept one of your invitations',
    tag: 'Account',
    body: userAccountIdSchema,
    responses: { 200: { description: 'Accepted', schema: invitationSchema } },
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
    summary: 'Reject one of your invitations',
    tag: 'Account',
    params: accountUserParamsSchema,
    responses: { 204: { description: 'Rejected' } },
    errors: [400, 403, 404],
  },
  {
    method: 'get',
    path: '/api/Account/org-admins',
    summary: 'Members, admins and invitations of organisations you administer',
    tag: 'Account',
    query: orgAdminsQuerySchema,
    responses: {
      200: {
        description: 'Members ordered by organisation and email; one page of them when `page` is given (the Organization Management screen asks for pages of ten)',
        schema: z.array(orgMemberSchema),
        headers: { 'X-Total-Count': 'Everyone listed, before the email filter', 'X-Matching-Count': 'Everyone matching the email filter (all pages)' },
      },
    },
    errors: [400, 403],
  },
];
