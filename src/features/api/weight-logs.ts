'use client';

import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isOrganization, type DashboardAccount } from '@/lib/accounts/dashboard-account';
import type { LogWeightInput, UpdateWeightLogInput, WeightLogEntry } from '@/lib/schemas/weights';
import { callApi } from './client';
import { communityProgressKeys } from './query-keys/community-progress';
import { milestonesKeys } from './query-keys/milestones';
import { weightLogsKeys } from './query-keys/weight-logs';
import { deleteWeightLog } from './routes/weights/delete-weight-log';
import { getWeightLog } from './routes/weights/get-weight-log';
import { listOrganizationWeightLogs } from './routes/weights/list-organization-weight-logs';
import { listUserWeightLogs } from './routes/weights/list-user-weight-logs';
import { logWeight } from './routes/weights/log-weight';
import { updateWeightLog } from './routes/weights/update-weight-log';
import { useApiQuery } from './use-api-query';
import { useApiSession } from './use-api-session';
import { withOfflineCopy } from './offline-copy';

/** The key of the dashboard account's entries: the person's own, or an organisation's. */
export function logsKeyOf(userId: string, account: DashboardAccount): QueryKey {
  return isOrganization(account) ? weightLogsKeys.organization(account.accountId) : weightLogsKeys.user(userId);
}

/**
 * The entries of the dashboard's account: the person's own, or an organisation's (admins). Without
 * a connection, the last answer kept on this device, said to be one: the query runs
 * offline ('offlineFirst') so that it can fall back to it.
 */
export function useWeightLogs(userId: string, account: DashboardAccount) {
  const { token, userId: personId } = useApiSession();
  const queryKey = logsKeyOf(userId, account);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      withOfflineCopy(personId, queryKey, () =>
        isOrganization(account)
          ? callApi(listOrganizationWeightLogs, { params: { accountId: account.accountId } }, { token, signal })
          : callApi(listUserWeightLogs, { params: { userId } }, { token, signal }),
      ),
    enabled: Boolean(token),
    networkMode: 'offlineFirst',
  });
}

/** One of the person's own entries; under the logs' key, so every change of the logs refreshes it. */
export function useWeightLog(id: string) {
  return useApiQuery([...weightLogsKeys.all, 'entry', id], getWeightLog, { params: { id } });
}

// The refresh set lives here, not in a module shared with the account pages: a module that many
// pages' hooks share lands in a chunk of its own and the dashboard's first load grows.
/** A weigh-in, edit or deletion moves the entries, the streaks, the milestones and the community total: resolves when the active ones have refetched. */
export async function refreshAfterLogChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([weightLogsKeys.all, communityProgressKeys.all, milestonesKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

function useRefreshAfterLogChange() {
  const queryClient = useQueryClient();
  return () => refreshAfterLogChange(queryClient);
}

export function useLogWeight() {
  const { token } = useApiSession();
  const refreshLogs = useRefreshAfterLogChange();
  return useMutation({
    // The key lets a weigh-in whose answer was lost be sent again from the offline queue, once.
    mutationFn: ({ idempotencyKey, ...input }: LogWeightInput & { idempotencyKey?: string }) => callApi(logWeight, { body: input }, { token, idempotencyKey }),
    onSettled: refreshLogs,
  });
}

type Snapshot = { key: QueryKey; previous: WeightLogEntry[] | undefined };

/** Optimistic: the list changes at once and rolls back if the server refuses. */
function useOptimisticLogChange<V>(
  userId: string,
  account: DashboardAccount,
  request: (v: V) => Promise<unknown>,
  apply: (list: WeightLogEntry[], v: V) => WeightLogEntry[],
) {
  const queryClient = useQueryClient();
  const refreshLogs = useRefreshAfterLogChange();
  return useMutation<unknown, Error, V, Snapshot>({
    mutationFn: request,
    onMutate: async (variables) => {
      const key = logsKeyOf(userId, account);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WeightLogEntry[]>(key);
      if (previous) queryClient.setQueryData(key, apply(previous, variables));
      return { key, previous };
    },
    onError: (_error, _variables, snapshot) => {
      if (snapshot?.previous) queryClient.setQueryData(snapshot.key, snapshot.previous);
    },
    onSettled: refreshLogs,
  });
}

export function useUpdateWeightLog(userId: string, account: DashboardAccount) {
  const { token } = useApiSession();
  return useOptimisticLogChange<{ id: string; input: UpdateWeightLogInput }>(
    userId,
    account,
    ({ id, input }) => callApi(updateWeightLog, { params: { id }, body: input }, { token }),
    (list, { id, input }) => list.map((e) => (e.id === id ? { ...e, ...input } : e)),
  );
}

export function useDeleteWeightLog(userId: string, account: DashboardAccount) {
  const { token } = useApiSession();
  return useOptimisticLogChange<string>(
    userId,
    account,
    (id) => callApi(deleteWeightLog, { params: { id } }, { token }),
    (list, id) => list.filter((e) => e.id !== id),
  );
}
