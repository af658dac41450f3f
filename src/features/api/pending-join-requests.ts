'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';
import { invitationsKeys } from './query-keys/invitations';
import { listPendingJoinRequests } from './routes/accounts/list-pending-join-requests';
import { useApiSession } from './use-api-session';

/** Requests to join waiting in the organisations the user administers; asked only when `enabled` (the user administers one). */
export function usePendingJoinRequests(enabled: boolean) {
  const { token, status } = useApiSession();
  return useQuery({
    queryKey: invitationsKeys.joinRequestsWaiting,
    queryFn: ({ signal }) => callApi(listPendingJoinRequests, {}, { token, signal }),
    enabled: enabled && status === 'authenticated' && Boolean(token),
  });
}
