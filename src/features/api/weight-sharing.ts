'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client';
import { weightLogsKeys } from './query-keys/weight-logs';
import { refresh, refreshAfter } from './refresh';
import { setShareWeights } from './routes/accounts/set-share-weights';
import { listSharedWeights } from './routes/weights/list-shared-weights';
import { useApiSession } from './use-api-session';

/**
 * PUT /api/Account/{accountId}/users/{own id}/share-weights: the member's own
 * choice; the user's accounts (which carry it) and the organisation's figures are read again.
 */
export function useSetShareWeights() {
  const { token, userId } = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, shareWeights }: { accountId: string; shareWeights: boolean }) =>
      callApi(setShareWeights, { params: { accountId, userId: userId ?? '' }, body: { shareWeights } }, { token }),
    onSuccess: () => refresh(queryClient, refreshAfter.accountChange),
  });
}

/**
 * The weights an organisation's members share with its admins. Other people's own weights: read
 * on every visit and when the window regains focus (never fresh from a cache), dropped from memory
 * as soon as no screen shows them, and never kept on the device for offline use.
 */
export function useSharedWeights(accountId: string) {
  const { token } = useApiSession();
  return useQuery({
    queryKey: weightLogsKeys.sharedWeights(accountId),
    queryFn: ({ signal }) => callApi(listSharedWeights, { params: { accountId } }, { token, signal }),
    enabled: Boolean(token),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: 'always',
  });
}
