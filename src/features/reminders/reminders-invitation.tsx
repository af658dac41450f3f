'use client';

import { lazy, Suspense, useEffect } from 'react';
import { useReminderSettings } from '@/features/api/reminders';

// The card (and its "Not now" save) is not in the first load (decision 0013). Its chunk is fetched
// once the page has shown, beside the settings, not after them: for someone who has not chosen,
// the card's paragraph is the page's largest paint (LCP), which waited for both in turn.
const loadCard = () => import('./reminders-invitation-card');
const RemindersInvitationCard = lazy(loadCard);

/** The dashboard's invitation to choose reminders (issue 16), shown until the person has chosen. */
export function RemindersInvitation({ userId }: { userId: string }) {
  const settings = useReminderSettings(userId);
  useEffect(() => {
    void loadCard();
  }, []);
  if (!settings.data || settings.data.chosen) return null;
  return (
    <Suspense fallback={null}>
      <RemindersInvitationCard userId={userId} settings={settings.data} />
    </Suspense>
  );
}
