'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';
import { invitationsKeys } from './query-keys/invitations';
import { listMyInvitations } from './routes/accounts/list-my-invitations';
import { useApiSession } from './use-api-session';

// The bell (on every page) imports this; the accept/reject mutation is in
// ./invitation-responses.ts, loaded with the dialog, so useMutation stays out of the first load
//.

/** The signed-in user's pending invitations. */
export function useMyInvitations() {
  const { token, status } = useApiSession();
  return useQuery({
    queryKey: invitationsKeys.all,
    queryFn: ({ signal }) => callApi(listMyInvitations, {}, { token, signal }),
    enabled: status === 'authenticated' && Boolean(token),
  });
}
