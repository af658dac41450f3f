'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccountQueries, useApiSession } from '@/features/accounts/query-keys';
import { apiRequest } from '@/lib/api-client';
import type { Invitation } from '@/lib/schemas/accounts';

// Its own module: the bell (on every page) imports useMyInvitations, the dialog (loaded on
// demand) this one, so useMutation stays out of the first load (decision 0013).
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
