import { standingsSettingSchema } from '@/lib/schemas/standings';
import { shareWeightsAnswerSchema, shareWeightsSchema } from '@/lib/schemas/weight-sharing';
import { z } from 'zod';
import {
  accountUserParamsSchema,
  invitationSchema,
  inviteManyResultSchema,
  inviteManySchema,
  inviteSchema,
  joinRequestBodySchema,
  joinRequestDecisionSchema,
  joinRequestSchema,
  memberRoleSchema,
  accountIdOnlyParamsSchema,
  orgAdminsQuerySchema,
  pendingJoinRequestsSchema,
  organizationSchema,
  orgMemberSchema,
  resendInviteSchema,
  userAccountIdSchema,
} from '@/lib/schemas/accounts';
import { callsOf, capability, created, inBody, inParams, inQuery, noContent, ok, self } from '../define-call';

const accountCalls = callsOf('Account');

const INVITE_DENIED = 'You do not have permission to invite users';

/** Who sees and changes whether an organisation is on the team standings. */
const STANDINGS_SETTING_RULE = 'Off by default. Its Admins and OrganizationAdmins only; anyone else 403.';

/** What "admin" means for invitations, shared by the calls that send them. */
const ROLES_RULE =
  'Roles `Admin`, `OrganizationAdmin`, `User`; "admin" means an **Active** `Admin` or `OrganizationAdmin` membership (a `User` membership is never enough). An `OrganizationAdmin` invites and resends as `OrganizationAdmin` or `User` and removes `OrganizationAdmin`s and `User`s; only an `Admin` grants or removes `Admin` (403 otherwise).';

export const listOrganizations = accountCalls.get('/api/Account/organizations', 'signedIn')(
  { responses: ok(z.array(organizationSchema), 'Organisations') },
  'Every organisation, by name (the choices of the profile)',
);

export const listMyInvitations = accountCalls.get('/api/Account/my-invitations', 'signedIn')(
  { responses: ok(z.array(invitationSchema), 'Invitations') },
  "The caller's pending invitations",
);

export const inviteMember = accountCalls.post('/api/Account/invite', capability('manageOrganization', inBody('accountId'), INVITE_DENIED))(
  { body: inviteSchema, responses: created(orgMemberSchema, 'Invited'), errors: [400, 403, 404, 409], perPerson: 'mail' },
  'Invite a person to an organisation you administer (role defaults to OrganizationAdmin)',
  ROLES_RULE,
  '403 for anyone but an admin, checked first (a non-admin learns nothing and sends no mail). 404 `detail: "UserNotFound"` when no user has that email, after mailing the address to create an account first (at most once a day); 409 when the person is already `Active` or `Invited`, or has a waiting request to join (answer the request). A `Rejected` or `Removed` person can be invited again: the same membership goes back to `Invited` with a new date and role.',
  "Membership statuses: `Invited` → `Active` (accepted) or `Rejected` (by the invitee, who stays in the admins' list so they can resend); an admin's removal sets `Removed` (from `Active` or `Invited`), and a member who leaves takes the membership with them. A request to join is `Requested` → `Active` or `Declined`.",
);

export const inviteMembers = accountCalls.post('/api/Account/invite-many', capability('manageOrganization', inBody('accountId'), INVITE_DENIED))(
  {
    body: inviteManySchema,
    responses: ok(inviteManyResultSchema, 'What became of each address, in the order given (an address given twice, once)'),
    errors: [400, 403, 404, 429],
    perPerson: 'mail',
    // Each further address is counted inside the call: its answer tells where the budget stands, and a refusal's Retry-After.
    rateLimited: true,
  },
  'Invite up to 50 addresses at once to an organisation you administer (one role for all; defaults to OrganizationAdmin)',
  ROLES_RULE,
  'Each address is what `POST /api/Account/invite` would make of it: `invited` (mailed), `alreadyMember` (already `Active` or `Invited`, or waiting on a request to join), `userNotFound` (no user yet: mailed to create an account first, at most once a day), `invalid` (no email address; nothing sent). 403 for anyone but an admin, or a role the caller may not grant, before anything is sent. Every valid address counts against the mail budget as one invitation does: a list larger than what is left of it is refused whole (429) before anything is sent.',
);

export const resendInvite = accountCalls.post('/api/Account/resend-invite', capability('manageOrganization', inBody('accountId'), INVITE_DENIED))(
  { body: resendInviteSchema, responses: ok(orgMemberSchema, 'Invitation sent again'), errors: [400, 403, 404, 409], perPerson: 'mail' },
  'Send an invitation again (pending or rejected)',
  ROLES_RULE,
  'An `Invited` or `Rejected` membership becomes `Invited` again, dated now, and is mailed again; 404 when there is no invitation (or the person was removed, or it is a request to join); 409 for an `Active` member.',
);

// The membership names the invited person: the service checks it is the caller.
export const acceptInvitation = accountCalls.post('/api/Account/accept-invitation', 'signedIn')(
  { body: userAccountIdSchema, responses: ok(invitationSchema, 'Accepted'), errors: [400, 403, 404, 409] },
  'Accept one of your invitations',
  'The invited person only (403 for anyone else), and only when their current email is the verified address the invitation was mailed to (403 `detail: "This invitation was sent to an email address you have not verified as yours"`). 404 unknown id; 409 when no longer `Invited`.',
);

export const removeMember = accountCalls.delete(
  '/api/Account/{accountId}/users/{userId}',
  capability('manageOrganization', inParams('accountId'), 'You do not have permission to remove users', 'userId'),
)(
  { params: accountUserParamsSchema, responses: noContent('Removed'), errors: [400, 403, 404, 409] },
  'Remove a member or invitee from an organisation you administer, or leave an organisation yourself (your own userId); the last admin cannot leave (409 `LastAdminCannotLeave`)',
  "An admin's removal sets status `Removed` (the person no longer appears anywhere); leaving deletes the membership (the profile's organisation can be chosen again). If it was the person's primary account, their personal account becomes primary again. 404 when not a member or invitee (leaving: not an `Active` member); 403 for leaving a personal account; 409 for the last admin (leaving: `LastAdminCannotLeave`): another admin first.",
);

export const setMemberRole = accountCalls.put(
  '/api/Account/{accountId}/users/{userId}/role',
  capability('manageOrganization', inParams('accountId'), 'You do not have permission to change roles'),
)(
  {
    params: accountUserParamsSchema,
    body: memberRoleSchema,
    responses: ok(orgMemberSchema, 'The member with the role now in force'),
    errors: [400, 403, 404, 409],
  },
  'Make an active member of an organisation you administer an admin (`OrganizationAdmin`, or `Admin`), or a plain member again (`User`)',
  ROLES_RULE,
  '404 when the person is not an `Active` member (an invitation carries its own role; a request to join is answered first); 409 when it would leave the organisation without an active admin (`detail: "An organisation keeps at least one admin"`); the same role again changes nothing. Admins may change their own role while another admin stays.',
);

export const rejectInvitation = accountCalls.delete(
  '/api/Account/{accountId}/users/invitations/{userId}',
  self('userId', 'You may only reject your own invitations'),
)(
  { params: accountUserParamsSchema, responses: noContent('Rejected'), errors: [400, 403, 404] },
  'Reject one of your invitations',
  "The membership becomes `Rejected` and stays in the admins' list, so they can resend. 404 when there is no pending invitation.",
);

export const listOrgAdmins = accountCalls.get(
  '/api/Account/org-admins',
  capability('manageOrganization', inQuery('accountIds'), 'You do not have permission to view this organization'),
)(
  {
    query: orgAdminsQuerySchema,
    responses: {
      200: {
        description:
          'Members ordered by organisation and email; one page of them when `page` is given (the Organization Management screen asks for pages of ten)',
        schema: z.array(orgMemberSchema),
        headers: { 'X-Total-Count': 'Everyone listed, before the email filter', 'X-Matching-Count': 'Everyone matching the filters (all pages)' },
      },
    },
    errors: [400, 403],
  },
  'Members, admins and invitations of organisations you administer',
  'The caller must administer **every** listed organisation (at most 50). Members, admins, pending and rejected invitations and waiting requests (`Requested`); not removed people or declined requests; by organisation name then email. `email` keeps those whose address contains it (any case, `%` and `_` literal); `search` those whose address or full name (first and last) contains it (any case, accents optional); `page` (from 1) and `pageSize` (1–100, default 10) cut one page, without them everyone is listed. `X-Total-Count` counts everyone listed, `X-Matching-Count` those after the filters. `date` is the last invitation date, else when the membership was created or asked for.',
);

// A person's request to join an organisation.
// Anyone signed in may ask; the service checks the account is an organisation and the person's other requests.
export const requestToJoin = accountCalls.post('/api/Account/{accountId}/join-requests', 'signedIn')(
  {
    params: accountIdOnlyParamsSchema,
    body: joinRequestBodySchema,
    responses: created(joinRequestSchema, 'The request, waiting (`Requested`)'),
    errors: [400, 403, 404, 409],
  },
  "Ask to join an organisation (the profile's organisation); its admins approve or decline. Asking again for the one already waiting changes nothing",
  "A `User` membership in status `Requested`, never invited, which the organisation's admins approve or decline; until approved the person is in no figure, list of logs or progress of the organisation. A new request mails the organisation's admins, each at most once a (UTC) day, listing the requests then waiting. 404 when `accountId` is no organisation; 409 when the profile's organisation is set, another request waits, this organisation declined before, or the person already belongs to or is invited to it; 403 for a directory-managed profile.",
);

// Signed in is enough: the list holds only organisations the caller administers (others get an empty list).
export const listPendingJoinRequests = accountCalls.get('/api/Account/pending-join-requests', 'signedIn')(
  { responses: ok(pendingJoinRequestsSchema, 'Waiting requests per organisation, the oldest first') },
  'How many requests to join wait for an answer in each organisation you administer (the header badge)',
  'Only organisations where the caller is an `Active` `Admin` or `OrganizationAdmin`, and only those with at least one `Requested` request; a plain member or a person without an organisation gets an empty list. Ordered by the oldest waiting request.',
);

export const decideJoinRequest = accountCalls.put(
  '/api/Account/{accountId}/join-requests/{userId}',
  capability('decideJoinRequests', inParams('accountId'), 'You do not have permission to answer requests to join'),
)(
  {
    params: accountUserParamsSchema,
    body: joinRequestDecisionSchema,
    responses: ok(orgMemberSchema, 'The person as the admin list shows them now (`Active` or `Declined`)'),
    errors: [400, 403, 404, 409],
  },
  "Approve (the person becomes a member) or decline a person's request to join an organisation you administer; the person is told in the app and by mail",
  '404 when the person has no request there; 409 when it was already decided. The decision is mailed in the language the person asked in.',
);

export const withdrawJoinRequest = accountCalls.delete(
  '/api/Account/{accountId}/join-requests/{userId}',
  self('userId', 'You may only withdraw your own requests'),
)(
  { params: accountUserParamsSchema, responses: noContent('Withdrawn'), errors: [400, 403, 404, 409] },
  'Withdraw your own request to join, while it waits',
  'No one is told. 404 when there is none; 409 once decided.',
);

export const getStandingsSetting = accountCalls.get(
  '/api/Account/{accountId}/standings',
  capability('manageOrganization', inParams('accountId'), "Only this organisation's admins may see its settings"),
)(
  { params: accountIdOnlyParamsSchema, responses: ok(standingsSettingSchema, 'The setting'), errors: [400, 403] },
  'Whether the organisation is shown on the team standings (its admins only)',
  STANDINGS_SETTING_RULE,
);

export const setStandingsSetting = accountCalls.put(
  '/api/Account/{accountId}/standings',
  capability('manageOrganization', inParams('accountId'), "Only this organisation's admins may change its settings"),
)(
  { params: accountIdOnlyParamsSchema, body: standingsSettingSchema, responses: ok(standingsSettingSchema, 'The setting now in force'), errors: [400, 403] },
  'Show the organisation on the team standings, or stop (its admins only; off by default)',
  STANDINGS_SETTING_RULE,
);

// A member's consent to show their weights to the organisation's admins.
export const setShareWeights = accountCalls.put(
  '/api/Account/{accountId}/users/{userId}/share-weights',
  self('userId', 'Only the member may choose to share their weights'),
)(
  { params: accountUserParamsSchema, body: shareWeightsSchema, responses: ok(shareWeightsAnswerSchema, 'The choice now in force'), errors: [400, 403, 404] },
  "Show your own weights to the organisation's admins, or stop (you only, as an Active member; off by default). Stopping takes effect at once",
  '404 when the caller has no `Active` membership of that organisation (an invitation, a waiting request, the personal account). Turned off whenever the membership stops being `Active`, so a removed and re-invited member starts private.',
);
