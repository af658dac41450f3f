'use client';

import { lazy, Suspense } from 'react';
import { useReminderSettings } from '@/features/api/reminders';

// The card (and its "Not now" save) loads only for someone who has not chosen yet (decision 0013).
const RemindersInvitationCard = lazy(() => import('./reminders-invitation-card'));

/** The dashboard's invitation to choose reminders (issue 16), shown until the person has chosen. */
export function RemindersInvitation({ userId }: { userId: string }) {
  const settings = useReminderSettings(userId);
  if (!settings.data || settings.data.chosen) return null;
  return (
    <Suspense fallback={null}>
      <RemindersInvitationCard userId={userId} settings={settings.data} />
    </Suspense>
  );
}
