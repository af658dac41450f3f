'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys, invalidateAccountQueries, useApiSession } from '@/features/accounts/query-keys';
import { apiRequest } from '@/lib/api-client';
import type { Invite, OrgMember, ResendInvite } from '@/lib/schemas/accounts';

export function useOrgMembers(accountId: string | null) {
  const { token } = useApiSession();
  return useQuery({
    queryKey: accountKeys.orgAdmins(accountId ? [accountId] : []),
    queryFn: ({ signal }) => apiRequest<OrgMember[]>(`/api/Account/org-admins?accountIds=${accountId}`, { token, signal }),
    enabled: Boolean(token && accountId),
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
