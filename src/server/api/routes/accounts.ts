import 'server-only';
import * as calls from '@/lib/api/calls/accounts';
import { inviteMember } from '@/server/accounts/invite-member';
import { inviteMany } from '@/server/accounts/invite-many';
import { decideJoinRequest, requestToJoin, withdrawJoinRequest } from '@/server/accounts/join-requests';
import { listOrgAdmins } from '@/server/accounts/list-org-admins';
import { listOrganizations } from '@/server/accounts/list-organizations';
import { listPendingJoinRequests } from '@/server/accounts/pending-join-requests';
import { removeMember } from '@/server/accounts/remove-member';
import { resendInvite } from '@/server/accounts/resend-invite';
import { acceptInvitation, listMyInvitations, rejectInvitation } from '@/server/accounts/respond-to-invitation';
import { setMemberRole } from '@/server/accounts/set-member-role';
import { setShareWeights } from '@/server/accounts/weight-sharing';
import { getStandingsSetting, setStandingsSetting } from '@/server/coalition/standings';
import { route } from '../route';

export const accountRoutes = [
  route(calls.getStandingsSetting, async ({ db, params }) => ({ status: 200, body: await getStandingsSetting({ db, accountId: params.accountId }) })),
  route(calls.setStandingsSetting, async ({ db, params, body }) => ({
    status: 200,
    body: await setStandingsSetting({ db, accountId: params.accountId, optIn: body.optIn }),
  })),
  route(calls.listOrganizations, async ({ db }) => ({ status: 200, body: await listOrganizations({ db }) })),
  route(calls.listMyInvitations, async ({ db, actor }) => ({ status: 200, body: await listMyInvitations({ db, actor }) })),
  route(calls.inviteMember, async ({ db, actor, body }) => ({ status: 201, body: await inviteMember({ db, actor, input: body }) })),
  route(calls.inviteMembers, async ({ db, actor, body }) => ({ status: 200, body: await inviteMany({ db, actor, input: body }) })),
  route(calls.resendInvite, async ({ db, actor, body }) => ({ status: 200, body: await resendInvite({ db, actor, input: body }) })),
  route(calls.acceptInvitation, async ({ db, actor, body }) => ({ status: 200, body: await acceptInvitation({ db, actor, input: body }) })),
  route(calls.removeMember, async ({ db, actor, params }) => {
    await removeMember({ db, actor, input: params });
    return { status: 204, body: null };
  }),
  route(calls.setMemberRole, async ({ db, actor, params, body }) => ({
    status: 200,
    body: await setMemberRole({ db, actor, input: { ...params, role: body.role } }),
  })),
  route(calls.rejectInvitation, async ({ db, actor, params }) => {
    await rejectInvitation({ db, actor, input: params });
    return { status: 204, body: null };
  }),
  route(calls.requestToJoin, async ({ db, actor, params, body }) => ({
    status: 201,
    body: await requestToJoin({ db, actor, input: { accountId: params.accountId, locale: body.locale } }),
  })),
  route(calls.listPendingJoinRequests, async ({ db, actor }) => ({ status: 200, body: await listPendingJoinRequests({ db, actor }) })),
  route(calls.decideJoinRequest, async ({ db, actor, params, body }) => ({
    status: 200,
    body: await decideJoinRequest({ db, actor, input: { ...params, ...body } }),
  })),
  route(calls.withdrawJoinRequest, async ({ db, actor, params }) => {
    await withdrawJoinRequest({ db, actor, input: params });
    return { status: 204, body: null };
  }),
  route(calls.setShareWeights, async ({ db, actor, params, body }) => ({
    status: 200,
    body: await setShareWeights({ db, actor, accountId: params.accountId, shareWeights: body.shareWeights }),
  })),
  route(calls.listOrgAdmins, async ({ db, query }) => {
    const { rows, total, matching } = await listOrgAdmins({ db, input: query });
    return { status: 200, body: rows, headers: { 'X-Total-Count': String(total), 'X-Matching-Count': String(matching) } };
  }),
];
