'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invite, ResendInvite } from '@/lib/schemas/accounts';
import { callApi } from './client';
import { callApiPage } from './page';
import { orgAdminsKeys } from './query-keys/org-admins';
import { refresh, refreshAfter } from './refresh';
import { inviteMember } from './routes/accounts/invite-member';
import { listOrgAdmins } from './routes/accounts/list-org-admins';
import { removeMember } from './routes/accounts/remove-member';
import { resendInvite } from './routes/accounts/resend-invite';
import { useApiSession } from './use-api-session';

export const ORG_MEMBERS_PAGE_SIZE = 10;

/** One page of the organisation's people, filtered by email on the server. */
export function useOrgMembers(accountId: string | null, { email, page }: { email: string; page: number }) {
  const { token } = useApiSession();
  return useQuery({
    queryKey: orgAdminsKeys.page(accountId ? [accountId] : [], { email, page }),
    queryFn: ({ signal }) =>
      callApiPage(
        listOrgAdmins,
        { query: { accountIds: accountId ?? '', page, pageSize: ORG_MEMBERS_PAGE_SIZE, email: email || undefined } },
        { token, signal },
      ),
    enabled: Boolean(token && accountId),
    // Keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** Invite, resend and remove; each success refreshes the admin list, invitations and accounts. */
export function useOrgMemberActions() {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  const onSuccess = () => refresh(queryClient, refreshAfter.accountChange);
  return {
    invite: useMutation({ mutationFn: (input: Invite) => callApi(inviteMember, { body: input }, { token }), onSuccess }),
    resend: useMutation({ mutationFn: (input: ResendInvite) => callApi(resendInvite, { body: input }, { token }), onSuccess }),
    remove: useMutation({ mutationFn: (params: ResendInvite) => callApi(removeMember, { params }, { token }), onSuccess }),
  };
}
