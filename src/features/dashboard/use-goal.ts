'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { Goal, SetGoalInput, SetGoalResult } from '@/lib/schemas/goals';
import type { CommunityProgress } from '@/lib/schemas/community';
import { isOrganization, type DashboardAccount } from './dashboard-account';
import { communityKeys, goalKeys, useAccessToken } from './use-weight-logs';

/** The account's goal, or null when it has none (the API answers 404). */
export function useGoal(account: DashboardAccount) {
  const token = useAccessToken();
  const accountId = isOrganization(account) ? account.accountId : null;
  return useQuery({
    queryKey: goalKeys.account(accountId),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<Goal>(accountId ? `/api/WeightLossGoal/${accountId}` : '/api/WeightLossGoal/my-goal', { token, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Boolean(token),
  });
}

export function useSetGoal(account: DashboardAccount) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const accountId = isOrganization(account) ? account.accountId : null;
  return useMutation({
    mutationFn: (input: SetGoalInput) => apiRequest<SetGoalResult>('/api/WeightLossGoal', { token, method: 'POST', body: input }),
    // Show the new goal at once; the refetch confirms it.
    onSuccess: (result) => queryClient.setQueryData(goalKeys.account(accountId), result.goal),
    onSettled: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }),
  });
}

export function useCommunityProgress() {
  const token = useAccessToken();
  return useQuery({
    queryKey: communityKeys.progress,
    queryFn: ({ signal }) => apiRequest<CommunityProgress>('/api/CommunityProgress', { token, signal }),
    enabled: Boolean(token),
  });
}
