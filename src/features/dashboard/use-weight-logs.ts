'use client';

import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSession } from '@/features/auth/session-client';
import { apiRequest } from '@/lib/api-client';
import type { LogWeightInput, LogWeightResult, UpdateWeightLogInput, WeightLogEntry } from '@/lib/schemas/weights';
import { isOrganization, type DashboardAccount } from './dashboard-account';

export const weightLogKeys = {
  all: ['weightLogs'] as const,
  user: (userId: string) => ['weightLogs', 'user', userId] as const,
  organization: (accountId: string) => ['weightLogs', 'organization', accountId] as const,
};
export const goalKeys = { all: ['goals'] as const, account: (accountId: string | null) => ['goals', accountId ?? 'mine'] as const };
export const communityKeys = { progress: ['communityProgress'] as const };

export function useAccessToken(): string | undefined {
  return useSession().data?.accessToken;
}

function logsKey(userId: string, account: DashboardAccount): QueryKey {
  return isOrganization(account) ? weightLogKeys.organization(account.accountId) : weightLogKeys.user(userId);
}

/** The entries of the dashboard's account: the person's own, or an organisation's (admins). */
export function useWeightLogs(userId: string, account: DashboardAccount) {
  const token = useAccessToken();
  const path = isOrganization(account) ? `/api/WeightLog/organization/${account.accountId}` : `/api/WeightLog/user/${userId}`;
  return useQuery({
    queryKey: logsKey(userId, account),
    queryFn: ({ signal }) => apiRequest<WeightLogEntry[]>(path, { token, signal }),
    enabled: Boolean(token),
  });
}

/** Kept for callers of the first journey: the personal history. */
export function useUserWeightLogs(userId: string) {
  return useWeightLogs(userId, { accountId: null, accountType: 'personal', role: 'User' });
}

/** A log change moves the entries, the streaks and the community total: refresh all three. */
function useInvalidateAfterLogChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: weightLogKeys.all }),
      queryClient.invalidateQueries({ queryKey: communityKeys.progress }),
    ]);
}

export function useLogWeight() {
  const token = useAccessToken();
  const invalidate = useInvalidateAfterLogChange();
  return useMutation({
    mutationFn: (input: LogWeightInput) => apiRequest<LogWeightResult>('/api/WeightLog/log-weight', { token, method: 'POST', body: input }),
    onSettled: invalidate,
  });
}

type Snapshot = { key: QueryKey; previous: WeightLogEntry[] | undefined };

/** Optimistic: the list changes at once and rolls back if the server refuses. */
function useOptimisticLogChange<V>(userId: string, account: DashboardAccount, request: (v: V) => Promise<unknown>, apply: (list: WeightLogEntry[], v: V) => WeightLogEntry[]) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAfterLogChange();
  return useMutation<unknown, Error, V, Snapshot>({
    mutationFn: request,
    onMutate: async (variables) => {
      const key = logsKey(userId, account);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WeightLogEntry[]>(key);
      if (previous) queryClient.setQueryData(key, apply(previous, variables));
      return { key, previous };
    },
    onError: (_error, _variables, snapshot) => {
      if (snapshot?.previous) queryClient.setQueryData(snapshot.key, snapshot.previous);
    },
    onSettled: invalidate,
  });
}

export function useUpdateWeightLog(userId: string, account: DashboardAccount) {
  const token = useAccessToken();
  return useOptimisticLogChange<{ id: string; input: UpdateWeightLogInput }>(
    userId,
    account,
    ({ id, input }) => apiRequest<WeightLogEntry>(`/api/WeightLog/${id}`, { token, method: 'PUT', body: input }),
    (list, { id, input }) => list.map((e) => (e.id === id ? { ...e, ...input } : e)),
  );
}

export function useDeleteWeightLog(userId: string, account: DashboardAccount) {
  const token = useAccessToken();
  return useOptimisticLogChange<string>(
    userId,
    account,
    (id) => apiRequest<void>(`/api/WeightLog/${id}`, { token, method: 'DELETE' }),
    (list, id) => list.filter((e) => e.id !== id),
  );
}
