'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys, invalidateAccountQueries, useApiSession } from '@/features/accounts/query-keys';
import { apiRequest } from '@/lib/api-client';
import type { Invitation } from '@/lib/schemas/accounts';

export function useMyInvitations() {
  const { token, status } = useApiSession();
  return useQuery({
    queryKey: accountKeys.invitations,
    queryFn: ({ signal }) => apiRequest<Invitation[]>('/api/Account/my-invitations', { token, signal }),
    enabled: status === 'authenticated' && Boolean(token),
  });
}

/** Accepts or rejects each selected invitation; every outcome refreshes the related queries. */
export function useRespondToInvitations() {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, invitations }: { action: 'accept' | 'reject'; invitations: Invitation[] }) => {
      if (invitations.length === 0) throw new Error('selectAtLeastOne');
      for (const invitation of invitations) {
        if (action === 'accept') {
          await apiRequest('/api/Account/accept-invitation', { token, method: 'POST', body: { userAccountId: invitation.id } });
        } else {
          await apiRequest(`/api/Account/${invitation.accountId}/users/invitations/${invitation.userId}`, { token, method: 'DELETE' });
        }
      }
    },
    // Some may have succeeded before a failure: refresh either way.
    onSettled: () => invalidateAccountQueries(queryClient),
  });
}
