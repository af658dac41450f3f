'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invite, InviteMany, MemberRole, ResendInvite } from '@/lib/schemas/accounts';
import { callApi } from './client';
import { callApiPage } from './page';
import { orgAdminsKeys } from './query-keys/org-admins';
import { refresh, refreshAfter } from './refresh';
import { inviteMember } from './routes/accounts/invite-member';
import { inviteMembers } from './routes/accounts/invite-members';
import { listOrgAdmins } from './routes/accounts/list-org-admins';
import { removeMember } from './routes/accounts/remove-member';
import { resendInvite } from './routes/accounts/resend-invite';
import { setMemberRole } from './routes/accounts/set-member-role';
import { useApiSession } from './use-api-session';

export const ORG_MEMBERS_PAGE_SIZE = 10;

/** One page of the organisation's people, filtered by email or name on the server. */
export function useOrgMembers(accountId: string | null, { search, page }: { search: string; page: number }) {
  const { token } = useApiSession();
  return useQuery({
    queryKey: orgAdminsKeys.page(accountId ? [accountId] : [], { search, page }),
    queryFn: ({ signal }) =>
      callApiPage(
        listOrgAdmins,
        { query: { accountIds: accountId ?? '', page, pageSize: ORG_MEMBERS_PAGE_SIZE, search: search || undefined } },
        { token, signal },
      ),
    enabled: Boolean(token && accountId),
    // Keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** Invite (one or many), resend, remove and change a member's role; each success refreshes the admin list, invitations and accounts. */
export function useOrgMemberActions() {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  const onSuccess = () => refresh(queryClient, refreshAfter.accountChange);
  return {
    invite: useMutation({ mutationFn: (input: Invite) => callApi(inviteMember, { body: input }, { token }), onSuccess }),
    inviteMany: useMutation({ mutationFn: (input: InviteMany) => callApi(inviteMembers, { body: input }, { token }), onSuccess }),
    resend: useMutation({ mutationFn: (input: ResendInvite) => callApi(resendInvite, { body: input }, { token }), onSuccess }),
    remove: useMutation({ mutationFn: (params: ResendInvite) => callApi(removeMember, { params }, { token }), onSuccess }),
    setRole: useMutation({
      mutationFn: ({ role, ...params }: ResendInvite & MemberRole) => callApi(setMemberRole, { params, body: { role } }, { token }),
      onSuccess,
    }),
  };
}
