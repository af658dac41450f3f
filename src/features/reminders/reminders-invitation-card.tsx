'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSaveReminderSettings } from '@/features/api/reminders';
import { IntentLink } from '@/features/shell/intent-link';
import type { ReminderSettings } from '@/lib/schemas/reminders';

/**
 * The dashboard's invitation to choose reminders, shown until the person has chosen.
 * "Not now" is a choice too: it saves reminders off (with this browser's time zone), so the
 * server remembers it on every device and the card does not come back.
 */
export default function RemindersInvitationCard({ userId, settings }: { userId: string; settings: ReminderSettings }) {
  const t = useTranslations('RemindersInvitation');
  const locale = useLocale() as ReminderSettings['locale'];
  const save = useSaveReminderSettings(userId);
  const { days, localTime, streakTime, weeklySummary } = settings;
  const dismiss = () =>
    save.mutate({ enabled: false, days, localTime, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, streakTime, weeklySummary, locale });
  return (
    <Card title={t('title')} titleId="reminders-invitation-title">
      <p className="text-slate-700">{t('body')}</p>
      {save.isError ? (
        <div className="mt-3">
          <Alert tone="error">{t('dismissFailed')}</Alert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <IntentLink href="/account/profile#reminders-title" className={buttonClasses('primary')}>
          {t('choose')}
        </IntentLink>
        <Button variant="secondary" onClick={dismiss} disabled={save.isPending}>
          {t('dismiss')}
        </Button>
      </div>
    </Card>
  );
}
