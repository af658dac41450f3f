import { standingsSettingSchema } from '@/lib/schemas/standings';
import { shareWeightsAnswerSchema, shareWeightsSchema } from '@/lib/schemas/weight-sharing';
import { z } from 'zod';
import {
  accountUserParamsSchema,
  invitationSchema,
  inviteSchema,
  joinRequestBodySchema,
  joinRequestDecisionSchema,
  joinRequestSchema,
  accountIdOnlyParamsSchema,
  orgAdminsQuerySchema,
  organizationSchema,
  orgMemberSchema,
  resendInviteSchema,
  userAccountIdSchema,
} from '@/lib/schemas/accounts';
import type { ApiCall } from '../define';

const INVITE_DENIED = 'You do not have permission to invite users';

export const listOrganizations = {
  method: 'get',
  path: '/api/Account/organizations',
  tag: 'Account',
  summary: 'Every organisation, by name (the choices of the profile)',
  access: 'signedIn',
  responses: { 200: { description: 'Organisations', schema: z.array(organizationSchema) } },
  errors: [],
} as const satisfies ApiCall;

export const listMyInvitations = {
  method: 'get',
  path: '/api/Account/my-invitations',
  tag: 'Account',
  summary: "The caller's pending invitations",
  access: 'signedIn',
  responses: { 200: { description: 'Invitations', schema: z.array(invitationSchema) } },
  errors: [],
} as const satisfies ApiCall;

export const inviteMember = {
  method: 'post',
  path: '/api/Account/invite',
  tag: 'Account',
  perPerson: 'mail',
  summary: 'Invite a person to an organisation you administer (role defaults to OrganizationAdmin)',
  description: [
    'Roles `Admin`, `OrganizationAdmin`, `User`; "admin" means an **Active** `Admin` or `OrganizationAdmin` membership (a `User` membership is never enough). An `OrganizationAdmin` invites and resends as `OrganizationAdmin` or `User` and removes `OrganizationAdmin`s and `User`s; only an `Admin` grants or removes `Admin` (403 otherwise).',
    '403 for anyone but an admin, checked first (a non-admin learns nothing and sends no mail). 404 `detail: "UserNotFound"` when no user has that email, after mailing the address to create an account first (at most once a day); 409 when the person is already `Active` or `Invited`, or has a waiting request to join (answer the request). A `Rejected` or `Removed` person can be invited again: the same membership goes back to `Invited` with a new date and role.',
    "Membership statuses: `Invited` → `Active` (accepted) or `Rejected` (by the invitee, who stays in the admins' list so they can resend); an admin's removal sets `Removed` (from `Active` or `Invited`), and a member who leaves takes the membership with them. A request to join is `Requested` → `Active` or `Declined`.",
  ],
  access: { capability: 'manageOrganization', account: { in: 'body', name: 'accountId' }, denied: INVITE_DENIED },
  body: inviteSchema,
  responses: { 201: { description: 'Invited', schema: orgMemberSchema } },
  errors: [400, 403, 404, 409],
} as const satisfies ApiCall;

export const resendInvite = {
  method: 'post',
  path: '/api/Account/resend-invite',
  tag: 'Account',
  perPerson: 'mail',
  summary: 'Send an invitation again (pending or rejected)',
  description: [
    'Roles `Admin`, `OrganizationAdmin`, `User`; "admin" means an **Active** `Admin` or `OrganizationAdmin` membership (a `User` membership is never enough). An `OrganizationAdmin` invites and resends as `OrganizationAdmin` or `User` and removes `OrganizationAdmin`s and `User`s; only an `Admin` grants or removes `Admin` (403 otherwise).',
    'An `Invited` or `Rejected` membership becomes `Invited` again, dated now, and is mailed again; 404 when there is no invitation (or the person was removed, or it is a request to join); 409 for an `Active` member.',
  ],
  access: { capability: 'manageOrganization', account: { in: 'body', name: 'accountId' }, denied: INVITE_DENIED },
  body: resendInviteSchema,
  responses: { 200: { description: 'Invitation sent again', schema: orgMemberSchema } },
  errors: [400, 403, 404, 409],
} as const satisfies ApiCall;

export const acceptInvitation = {
  method: 'post',
  path: '/api/Account/accept-invitation',
  tag: 'Account',
  summary: 'Accept one of your invitations',
  description:
    'The invited person only (403 for anyone else), and only when their current email is the verified address the invitation was mailed to (403 `detail: "This invitation was sent to an email address you have not verified as yours"`). 404 unknown id; 409 when no longer `Invited`.',
  // The membership names the invited person: the service checks it is the caller.
  access: 'signedIn',
  body: userAccountIdSchema,
  responses: { 200: { description: 'Accepted', schema: invitationSchema } },
  errors: [400, 403, 404, 409],
} as const satisfies ApiCall;

export const removeMember = {
  method: 'delete',
  path: '/api/Account/{accountId}/users/{userId}',
  tag: 'Account',
  summary:
    'Remove a member or invitee from an organisation you administer, or leave an organisation yourself (your own userId); the last admin cannot leave (409 `LastAdminCannotLeave`)',
  description:
    "An admin's removal sets status `Removed` (the person no longer appears anywhere); leaving deletes the membership (the profile's organisation can be chosen again). If it was the person's primary account, their personal account becomes primary again. 404 when not a member or invitee (leaving: not an `Active` member); 403 for leaving a personal account; 409 for the last admin (leaving: `LastAdminCannotLeave`): another admin first.",
  access: {
    capability: 'manageOrganization',
    account: { in: 'params', name: 'accountId' },
    denied: 'You do not have permission to remove users',
    orSelf: 'userId',
  },
  params: accountUserParamsSchema,
  responses: { 204: { description: 'Removed' } },
  errors: [400, 403, 404, 409],
} as const satisfies ApiCall;

export const rejectInvitation = {
  method: 'delete',
  path: '/api/Account/{accountId}/users/invitations/{userId}',
  tag: 'Account',
  summary: 'Reject one of your invitations',
  description: "The membership becomes `Rejected` and stays in the admins' list, so they can resend. 404 when there is no pending invitation.",
  access: { self: 'userId', denied: 'You may only reject your own invitations' },
  params: accountUserParamsSchema,
  responses: { 204: { description: 'Rejected' } },
  errors: [400, 403, 404],
} as const satisfies ApiCall;

export const listOrgAdmins = {
  method: 'get',
  path: '/api/Account/org-admins',
  tag: 'Account',
  summary: 'Members, admins and invitations of organisations you administer',
  description:
    'The caller must administer **every** listed organisation (at most 50). Members, admins, pending and rejected invitations and waiting requests (`Requested`); not removed people or declined requests; by organisation name then email. `email` keeps those whose address contains it (any case, `%` and `_` literal); `page` (from 1) and `pageSize` (1–100, default 10) cut one page, without them everyone is listed. `X-Total-Count` counts everyone listed, `X-Matching-Count` those after the email filter. `date` is the last invitation date, else when the membership was created or asked for.',
  access: { capability: 'manageOrganization', account: { in: 'query', name: 'accountIds' }, denied: 'You do not have permission to view this organization' },
  query: orgAdminsQuerySchema,
  responses: {
    200: {
      description:
        'Members ordered by organisation and email; one page of them when `page` is given (the Organization Management screen asks for pages of ten)',
      schema: z.array(orgMemberSchema),
      headers: { 'X-Total-Count': 'Everyone listed, before the email filter', 'X-Matching-Count': 'Everyone matching the email filter (all pages)' },
    },
  },
  errors: [400, 403],
} as const satisfies ApiCall;

// A person's request to join an organisation.
export const requestToJoin = {
  method: 'post',
  path: '/api/Account/{accountId}/join-requests',
  tag: 'Account',
  summary: "Ask to join an organisation (the profile's organisation); its admins approve or decline. Asking again for the one already waiting changes nothing",
  description:
    "A `User` membership in status `Requested`, never invited, which the organisation's admins approve or decline; until approved the person is in no figure, list of logs or progress of the organisation. 404 when `accountId` is no organisation; 409 when the profile's organisation is set, another request waits, this organisation declined before, or the person already belongs to or is invited to it; 403 for a directory-managed profile.",
  // Anyone signed in may ask; the service checks the account is an organisation and the person's other requests.
  access: 'signedIn',
  params: accountIdOnlyParamsSchema,
  body: joinRequestBodySchema,
  responses: { 201: { description: 'The request, waiting (`Requested`)', schema: joinRequestSchema } },
  errors: [400, 403, 404, 409],
} as const satisfies ApiCall;

export const decideJoinRequest = {
  method: 'put',
  path: '/api/Account/{accountId}/join-requests/{userId}',
  tag: 'Account',
  summary:
    "Approve (the person becomes a member) or decline a person's request to join an organisation you administer; the person is told in the app and by mail",
  description: '404 when the person has no request there; 409 when it was already decided. The decision is mailed in the language the person asked in.',
  access: { capability: 'decideJoinRequests', account: { in: 'params', name: 'accountId' }, denied: 'You do not have permission to answer requests to join' },
  params: accountUserParamsSchema,
  body: joinRequestDecisionSchema,
  responses: { 200: { description: 'The person as the admin list shows them now (`Active` or `Declined`)', schema: orgMemberSchema } },
  errors: [400, 403, 404, 409],
} as const satisfies ApiCall;

export const withdrawJoinRequest = {
  method: 'delete',
  path: '/api/Account/{accountId}/join-requests/{userId}',
  tag: 'Account',
  summary: 'Withdraw your own request to join, while it waits',
  description: 'No one is told. 404 when there is none; 409 once decided.',
  access: { self: 'userId', denied: 'You may only withdraw your own requests' },
  params: accountUserParamsSchema,
  responses: { 204: { description: 'Withdrawn' } },
  errors: [400, 403, 404, 409],
} as const satisfies ApiCall;

export const getStandingsSetting = {
  method: 'get',
  path: '/api/Account/{accountId}/standings',
  tag: 'Account',
  summary: 'Whether the organisation is shown on the team standings (its admins only)',
  description: 'Off by default. Its Admins and OrganizationAdmins only; anyone else 403.',
  access: { capability: 'manageOrganization', account: { in: 'params', name: 'accountId' }, denied: "Only this organisation's admins may see its settings" },
  params: accountIdOnlyParamsSchema,
  responses: { 200: { description: 'The setting', schema: standingsSettingSchema } },
  errors: [400, 403],
} as const satisfies ApiCall;

export const setStandingsSetting = {
  method: 'put',
  path: '/api/Account/{accountId}/standings',
  tag: 'Account',
  summary: 'Show the organisation on the team standings, or stop (its admins only; off by default)',
  description: 'Off by default. Its Admins and OrganizationAdmins only; anyone else 403.',
  access: { capability: 'manageOrganization', account: { in: 'params', name: 'accountId' }, denied: "Only this organisation's admins may change its settings" },
  params: accountIdOnlyParamsSchema,
  body: standingsSettingSchema,
  responses: { 200: { description: 'The setting now in force', schema: standingsSettingSchema } },
  errors: [400, 403],
} as const satisfies ApiCall;

// A member's consent to show their weights to the organisation's admins.
export const setShareWeights = {
  method: 'put',
  path: '/api/Account/{accountId}/users/{userId}/share-weights',
  tag: 'Account',
  summary: "Show your own weights to the organisation's admins, or stop (you only, as an Active member; off by default). Stopping takes effect at once",
  description:
    '404 when the caller has no `Active` membership of that organisation (an invitation, a waiting request, the personal account). Turned off whenever the membership stops being `Active`, so a removed and re-invited member starts private.',
  access: { self: 'userId', denied: 'Only the member may choose to share their weights' },
  params: accountUserParamsSchema,
  body: shareWeightsSchema,
  responses: { 200: { description: 'The choice now in force', schema: shareWeightsAnswerSchema } },
  errors: [400, 403, 404],
} as const satisfies ApiCall;
