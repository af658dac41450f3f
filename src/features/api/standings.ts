'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client';
import { coalitionKeys } from './query-keys/coalition';
import { getStandingsSetting } from './routes/accounts/get-standings-setting';
import { setStandingsSetting } from './routes/accounts/set-standings-setting';
import { getStandings } from './routes/goals/get-standings';
import { useApiQuery } from './use-api-query';
import { useApiSession } from './use-api-session';

/** The team standings, for everyone signed in. */
export function useStandings() {
  return useApiQuery(coalitionKeys.standings, getStandings, {});
}

/** Whether an organisation is on the standings, for its admins. */
export function useStandingsSetting(accountId: string) {
  return useApiQuery(coalitionKeys.standingsSetting(accountId), getStandingsSetting, { params: { accountId } });
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
