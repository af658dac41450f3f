'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys, invalidateAccountQueries, useApiSession } from '@/features/accounts/query-keys';
import { apiPageRequest, apiRequest } from '@/lib/api-client';
import type { Invite, OrgMember, ResendInvite } from '@/lib/schemas/accounts';

export const ORG_MEMBERS_PAGE_SIZE = 10;

/** One page of the organisation's people, filtered by email on the server. */
export function useOrgMembers(accountId: string | null, { email, page }: { email: string; page: number }) {
  const { token } = useApiSession();
  return useQuery({
    queryKey: [...accountKeys.orgAdmins(accountId ? [accountId] : []), { email, page }],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ accountIds: accountId ?? '', page: String(page), pageSize: String(ORG_MEMBERS_PAGE_SIZE) });
      if (email) query.set('email', email);
      return apiPageRequest<OrgMember>(`/api/Account/org-admins?${query}`, { token, signal });
    },
    enabled: Boolean(token && accountId),
    // Keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** Invite, resend and remove; each success refreshes the admin list, invitations and accounts. */
export function useOrgMemberActions() {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateAccountQueries(queryClient);
  return {
    invite: useMutation({
      mutationFn: (input: Invite) => apiRequest<OrgMember>('/api/Account/invite', { token, method: 'POST', body: input }),
      onSuccess,
    }),
    resend: useMutation({
      mutationFn: (input: ResendInvite) => apiRequest<OrgMember>('/api/Account/resend-invite', { token, method: 'POST', body: input }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: ({ accountId, userId }: ResendInvite) => apiRequest<void>(`/api/Account/${accountId}/users/${userId}`, { token, method: 'DELETE' }),
      onSuccess,
    }),
  };
}
