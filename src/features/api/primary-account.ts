'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { markPrimary } from '@/lib/accounts/select-account';
import type { UserDetails } from '@/lib/schemas/users';
import { callApi } from './client';
import { userKeys } from './query-keys/user';
import { refresh, refreshAfter } from './refresh';
import { setPrimaryAccount } from './routes/users/set-primary-account';
import { useApiSession } from './use-api-session';

/**
 * The star of the account menu: the server first, then only that account is marked primary
 * locally, then the related queries refresh. Its own module, loaded with the menu's panel; a
 * plain call rather than useMutation. Errors reach the caller.
 */
export function useSetPrimaryAccount(user: UserDetails | null) {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (userAccountId: string) => {
      await callApi(setPrimaryAccount, { params: { id: user?.id ?? '' }, body: { userAccountId } }, { token });
      if (user) queryClient.setQueryData<UserDetails>(userKeys.one(user.id), { ...user, accounts: markPrimary(user.accounts, userAccountId) });
      await refresh(queryClient, refreshAfter.accountChange);
    },
    [user, token, queryClient],
  );
}
