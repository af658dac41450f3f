'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@/lib/schemas/accounts';
import { callApi } from './client';
import { refresh, refreshAfter } from './refresh';
import { acceptInvitation } from './routes/accounts/accept-invitation';
import { rejectInvitation } from './routes/accounts/reject-invitation';
import { useApiSession } from './use-api-session';

/** Accepts or rejects each selected invitation; every outcome refreshes the related queries. */
export function useRespondToInvitations() {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, invitations }: { action: 'accept' | 'reject'; invitations: Invitation[] }) => {
      if (invitations.length === 0) throw new Error('selectAtLeastOne');
      for (const invitation of invitations) {
        if (action === 'accept') {
          await callApi(acceptInvitation, { body: { userAccountId: invitation.id } }, { token });
        } else {
          await callApi(rejectInvitation, { params: { accountId: invitation.accountId, userId: invitation.userId } }, { token });
        }
      }
    },
    // Some may have succeeded before a failure: refresh either way.
    onSettled: () => refresh(queryClient, refreshAfter.accountChange),
  });
}
