'use client';

import { useReminderSettings } from '@/features/api/reminders';
import type { ReminderSettings } from '@/lib/schemas/reminders';
import RemindersInvitationCard from './reminders-invitation-card';

/**
 * The dashboard's invitation to choose reminders, shown until the person has chosen.
 * With the settings the page was rendered with, the server draws it into the HTML: for someone who
 * has not chosen, its paragraph is the page's largest paint (LCP), and drawn ~2 s later it pushed
 * every card below it down (CLS 0.08). It is in the first load, not a lazy chunk
 * because a lazy boundary that re-renders before its chunk arrives is thrown away and drawn
 * again on the client, which moved the cards twice (CLS 0.16).
 */
export function RemindersInvitation({ userId, initial }: { userId: string; initial?: ReminderSettings }) {
  const settings = useReminderSettings(userId, initial);
  if (!settings.data || settings.data.chosen) return null;
  return <RemindersInvitationCard userId={userId} settings={settings.data} />;
}
