'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings, ReminderSettingsInput } from '@/lib/schemas/reminders';
import { callApi } from './client';
import { remindersKeys } from './query-keys/reminders';
import { getReminderSettings } from './routes/reminders/get-reminder-settings';
import { setReminderSettings } from './routes/reminders/set-reminder-settings';
import { useApiQuery } from './use-api-query';
import { useApiSession } from './use-api-session';

/** GET /api/User/{id}/reminders; `initial` is the server's answer when the page was rendered, if it gave one. */
export function useReminderSettings(userId: string, initial?: ReminderSettings) {
  return useApiQuery(remindersKeys.one(userId), getReminderSettings, { params: { id: userId } }, initial);
}

/** PUT /api/User/{id}/reminders; the answer is the stored choice. */
export function useSaveReminderSettings(userId: string) {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderSettingsInput) => callApi(setReminderSettings, { params: { id: userId }, body: input }, { token }),
    onSuccess: (saved) => queryClient.setQueryData(remindersKeys.one(userId), saved),
  });
}
