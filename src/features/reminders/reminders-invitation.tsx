'use client';

import { lazy, Suspense, useEffect } from 'react';
import { useReminderSettings } from '@/features/api/reminders';
import type { ReminderSettings } from '@/lib/schemas/reminders';

// The card (and its "Not now" save) is not in the first load's JavaScript (decision 0013). With the
// settings the page was rendered with, the server draws it into the HTML: for someone who has not
// chosen, its paragraph is the page's largest paint (LCP), and drawn late it pushed every card below
// it down (CLS 0.08). It hydrates when its chunk arrives, fetched once the page has shown.
const loadCard = () => import('./reminders-invitation-card');
const RemindersInvitationCard = lazy(loadCard);

/** The dashboard's invitation to choose reminders (issue 16), shown until the person has chosen. */
export function RemindersInvitation({ userId, initial }: { userId: string; initial?: ReminderSettings }) {
  const settings = useReminderSettings(userId, initial);
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
