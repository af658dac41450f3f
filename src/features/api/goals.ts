'use client';

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isOrganization, type DashboardAccount } from '@/lib/accounts/dashboard-account';
import type { SetGoalInput } from '@/lib/schemas/goals';
import { callApi } from './client';
import { goalsKeys } from './query-keys/goals';
import { weightLogsKeys } from './query-keys/weight-logs';
import { getAccountGoal } from './routes/goals/get-account-goal';
import { getMyGoal } from './routes/goals/get-my-goal';
import { setGoal } from './routes/goals/set-goal';
import { useApiSession } from './use-api-session';
import { withOfflineCopy } from './offline-copy';

/** The account's goal, or null when it has none; offline, the last one seen. */
export function useGoal(account: DashboardAccount) {
  const { token, userId } = useApiSession();
  const accountId = isOrganization(account) ? account.accountId : null;
  const queryKey = goalsKeys.account(accountId);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      withOfflineCopy(userId, queryKey, () =>
        accountId ? callApi(getAccountGoal, { params: { accountId } }, { token, signal }) : callApi(getMyGoal, {}, { token, signal }),
      ),
    enabled: Boolean(token),
    networkMode: 'offlineFirst',
  });
}

/** A goal change refreshes every goal and the organisations' progress (its percent of the goal) (the set lives beside its hooks, as in ./weight-logs.ts). */
export async function refreshAfterGoalChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: goalsKeys.all }),
    queryClient.invalidateQueries({ queryKey: weightLogsKeys.all, predicate: (query) => query.queryKey.at(-1) === 'progress' }),
  ]);
}

export function useSetGoal(account: DashboardAccount) {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  const accountId = isOrganization(account) ? account.accountId : null;
  return useMutation({
    mutationFn: (input: SetGoalInput) => callApi(setGoal, { body: input }, { token }),
    // Show the new goal at once; the refetch confirms it.
    onSuccess: (result) => queryClient.setQueryData(goalsKeys.account(accountId), result.goal),
    onSettled: () => refreshAfterGoalChange(queryClient),
  });
}
