'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { apiRequest } from '@/lib/api-client';
import type { LogWeightInput, LogWeightResult, WeightLogEntry } from '@/lib/schemas/weights';

export const weightLogKeys = {
  all: ['weightLogs'] as const,
  user: (userId: string) => ['weightLogs', 'user', userId] as const,
};

function useAccessToken(): string | undefined {
  return useSession().data?.accessToken;
}

export function useUserWeightLogs(userId: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: weightLogKeys.user(userId),
    queryFn: ({ signal }) => apiRequest<WeightLogEntry[]>(`/api/WeightLog/user/${userId}`, { token, signal }),
    enabled: Boolean(token),
  });
}

export function useLogWeight() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LogWeightInput) => apiRequest<LogWeightResult>('/api/WeightLog/log-weight', { token, method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weightLogKeys.all }),
  });
}
