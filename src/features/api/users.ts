'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';
import { userKeys } from './query-keys/user';
import { getUser } from './routes/users/get-user';
import { useApiSession } from './use-api-session';

// Every page loads this module (the current-account provider), so it holds only the read: the
// star is in ./primary-account.ts (with the account menu) and the profile's mutations in
// ./profile.ts.

/** GET /api/User/{id} for the signed-in user: their details and accounts. */
export function useUserDetails() {
  const { token, userId } = useApiSession();
  return useQuery({
    queryKey: userKeys.one(userId ?? 'none'),
    queryFn: ({ signal }) => callApi(getUser, { params: { id: userId ?? '' } }, { token, signal }),
    enabled: Boolean(token && userId),
  });
}
