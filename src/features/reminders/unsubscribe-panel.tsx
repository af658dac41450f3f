'use client';

import { callApi } from '@/features/api/client';
import { unsubscribeReminders } from '@/features/api/routes/reminders/unsubscribe-reminders';
import { MailedLinkAction } from '@/features/auth/mailed-link-action';

/** A reminder's unsubscribe link: the button spends the token. */
export function UnsubscribePanel({ token }: { token: string }) {
  return <MailedLinkAction namespace="ReminderUnsubscribe" act={() => callApi(unsubscribeReminders, { query: { token } }, {})} />;
}
