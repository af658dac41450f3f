'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@/lib/schemas/users';
import { callApi } from './client';
import { refresh, refreshAfter } from './refresh';
import { removeMember } from './routes/accounts/remove-member';
import { deleteAccount } from './routes/users/delete-account';
import { useApiSession } from './use-api-session';

/** DELETE /api/Account/{accountId}/users/{own id}: leave an organisation; refreshes the accounts. */
export function useLeaveOrganization() {
  const { token, userId } = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => callApi(removeMember, { params: { accountId, userId: userId ?? '' } }, { token }),
    onSuccess: () => refresh(queryClient, refreshAfter.accountChange),
  });
}

/** DELETE /api/User/{id}: the caller's account and everything that identifies them. */
export function useDeleteAccount() {
  const { token, userId } = useApiSession();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => callApi(deleteAccount, { params: { id: userId ?? '' }, body: input }, { token }),
  });
}
