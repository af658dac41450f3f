'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';
import { communityProgressKeys } from './query-keys/community-progress';
import { getCommunityProgress } from './routes/goals/get-community-progress';
import { useApiSession } from './use-api-session';
import { withOfflineCopy } from './offline-copy';

/** The community total toward the goal (SPEC §2 dashboard); offline, the last one seen. */
export function useCommunityProgress() {
  const { token, userId } = useApiSession();
  return useQuery({
    queryKey: communityProgressKeys.all,
    queryFn: ({ signal }) => withOfflineCopy(userId, communityProgressKeys.all, () => callApi(getCommunityProgress, {}, { token, signal })),
    enabled: Boolean(token),
    networkMode: 'offlineFirst',
  });
}
