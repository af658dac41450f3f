'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinRequestDecision } from '@/lib/schemas/accounts';
import { callApi } from './client';
import { refresh, refreshAfter } from './refresh';
import { decideJoinRequest } from './routes/accounts/decide-join-request';
import { withdrawJoinRequest } from './routes/accounts/withdraw-join-request';
import { useApiSession } from './use-api-session';

/** The person withdraws their waiting request to join. */
export function useWithdrawJoinRequest(userId: string) {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => callApi(withdrawJoinRequest, { params: { accountId, userId } }, { token }),
    onSuccess: () => refresh(queryClient, refreshAfter.accountChange),
  });
}

/** An organisation's admin approves or declines a request to join; the list and the progress refresh. */
export function useDecideJoinRequest() {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, userId, decision }: { accountId: string; userId: string } & JoinRequestDecision) =>
      callApi(decideJoinRequest, { params: { accountId, userId }, body: { decision } }, { token }),
    onSuccess: () => refresh(queryClient, refreshAfter.accountChange),
  });
}
