'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';
import { communityProgressKeys } from './query-keys/community-progress';
import { getCommunityProgress } from './routes/goals/get-community-progress';
import { useApiSession } from './use-api-session';

/** The community total toward the goal (SPEC §2 dashboard). */
export function useCommunityProgress() {
  const { token } = useApiSession();
  return useQuery({
    queryKey: communityProgressKeys.all,
    queryFn: ({ signal }) => callApi(getCommunityProgress, {}, { token, signal }),
    enabled: Boolean(token),
  });
}
