'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client';
import { coalitionKeys } from './query-keys/coalition';
import { getStandingsSetting } from './routes/accounts/get-standings-setting';
import { setStandingsSetting } from './routes/accounts/set-standings-setting';
import { getStandings } from './routes/goals/get-standings';
import { useApiSession } from './use-api-session';

/** The team standings, for everyone signed in. */
export function useStandings() {
  const { token } = useApiSession();
  return useQuery({
    queryKey: coalitionKeys.standings,
    queryFn: ({ signal }) => callApi(getStandings, {}, { token, signal }),
    enabled: Boolean(token),
  });
}

/** Whether an organisation is on the standings, for its admins. */
export function useStandingsSetting(accountId: string) {
  const { token } = useApiSession();
  return useQuery({
    queryKey: coalitionKeys.standingsSetting(accountId),
    queryFn: ({ signal }) => callApi(getStandingsSetting, { params: { accountId } }, { token, signal }),
    enabled: Boolean(token),
  });
}

/** Opt the organisation in or out; the board and the setting are read again. */
export function useSetStandingsSetting(accountId: string) {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optIn: boolean) => callApi(setStandingsSetting, { params: { accountId }, body: { optIn } }, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coalitionKeys.standings }),
  });
}
