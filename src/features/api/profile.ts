'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UserDetails } from '@/lib/schemas/users';
import { callApi } from './client';
import { organizationsKeys } from './query-keys/organizations';
import { refresh, refreshAfter } from './refresh';
import { listOrganizations } from './routes/accounts/list-organizations';
import { cancelEmailChange } from './routes/users/cancel-email-change';
import { updateProfile } from './routes/users/update-profile';
import { useApiQuery } from './use-api-query';
import { useApiSession } from './use-api-session';

/** The organisations a profile may name. */
export function useOrganizations() {
  return useApiQuery(organizationsKeys.all, listOrganizations, {});
}

/** PUT /api/User/{id}/profile; a success refreshes the account queries (SPEC §7). */
export function useUpdateProfile(user: UserDetails) {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Profile) => callApi(updateProfile, { params: { id: user.id }, body: input }, { token }),
    onSuccess: () => refresh(queryClient, refreshAfter.accountChange),
  });
}

/** Withdraws an email change waiting for its link. */
export function useCancelEmailChange(user: UserDetails) {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(cancelEmailChange, { params: { id: user.id } }, { token }),
    onSuccess: () => refresh(queryClient, refreshAfter.accountChange),
  });
}
