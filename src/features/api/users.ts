'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { markPrimary } from '@/lib/accounts/select-account';
import type { UserDetails } from '@/lib/schemas/users';
import { callApi } from './client';
import { queryKeys, refresh, refreshAfter } from './query-keys';
import { getUser, setPrimaryAccount } from './routes/users';
import { useApiSession } from './use-api-session';

// Every page loads this module (the current-account provider): no useMutation here (decision
// 0013); the profile's mutations are in ./profile.ts.

/** GET /api/User/{id} for the signed-in user: their details and accounts. */
export function useUserDetails() {
  const { token, userId } = useApiSession();
  return useQuery({
    queryKey: queryKeys.user.one(userId ?? 'none'),
    queryFn: ({ signal }) => callApi(getUser, { params: { id: userId ?? '' } }, { token, signal }),
    enabled: Boolean(token && userId),
  });
}

/**
 * The star: the server first, then only that account is marked primary locally, then the related
 * queries refresh. A plain call, not useMutation (see above); errors reach the caller.
 */
export function useSetPrimaryAccount(user: UserDetails | undefined) {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (userAccountId: string) => {
      await callApi(setPrimaryAccount, { params: { id: user?.id ?? '' }, body: { userAccountId } }, { token });
      if (user) queryClient.setQueryData<UserDetails>(queryKeys.user.one(user.id), { ...user, accounts: markPrimary(user.accounts, userAccountId) });
      await refresh(queryClient, refreshAfter.accountChange);
    },
    [user, token, queryClient],
  );
}
