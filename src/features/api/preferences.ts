'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesInput } from '@/lib/schemas/users';
import { callApi } from './client';
import { userKeys } from './query-keys/user';
import { refresh } from './refresh';
import { updatePreferences } from './routes/users/update-preferences';
import { useApiSession } from './use-api-session';

/** PUT /api/User/{id}/preferences; a success reloads the user, whose unit every weight on screen reads. */
export function useUpdatePreferences(userId: string) {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PreferencesInput) => callApi(updatePreferences, { params: { id: userId }, body: input }, { token }),
    onSuccess: () => refresh(queryClient, [userKeys.all]),
  });
}
