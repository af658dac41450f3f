'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FieldGroup } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useReminderSettings, useSaveReminderSettings } from '@/features/api/reminders';
import { formProblem } from '@/features/forms/api-problem';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import { useNotifications } from '@/features/notifications/notifications';
import type { ReminderSettings } from '@/lib/schemas/reminders';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Profile → Reminders: loads with the profile page's click-free part, saves on its own. */
export function RemindersSection({ userId }: { userId: string }) {
  const t = useTranslations('Reminders');
  const tc = useTranslations('Common');
  const settings = useReminderSettings(userId);
  if (!settings.data) return <p role="status">{tc('loading')}</p>;
  return <RemindersForm userId={userId} initial={settings.data} key={String(settings.dataUpdatedAt)} title={t('title')} />;
}

/** The form's fields: the days as the checkboxes' values, an unset streak time as empty. */
type ReminderFields = Omit<ReminderSettings, 'days' | 'streakTime' | 'locale' | 'chosen'> & { days: string[]; streakTime: string };

function RemindersForm({ userId, initial, title }: { userId: string; initial: ReminderSettings; title: string }) {
  const t = useTranslations('Reminders');
  const locale = useLocale() as ReminderSettings['locale'];
  const message = useValidationMessage();
  const { addNotification } = useNotifications();
  const save = useSaveReminderSettings(userId);
  const { register, handleSubmit, setError, formState } = useForm<ReminderFields>({
    defaultValues: {
      enabled: initial.enabled,
      days: initial.days.map(String),
      localTime: initial.localTime,
      // A person who never chose gets the browser's time zone; a saved one stays until changed.
      timeZone: initial.chosen ? initial.timeZone : browserTimeZone(),
      streakTime: initial.streakTime ?? '',
      weeklySummary: initial.weeklySummary,
    },
  });
  const errors = formState.errors;
  // Arriving from the dashboard's invitation (…/account/profile#reminders-title): this section
  // loads after the page, so the browser could not scroll to it by itself.
  useEffect(() => {
    if (window.location.hash === '#reminders-title') document.getElementById('reminders-title')?.scrollIntoView();
  }, []);
  const weekday = (day: number) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));

  const onSubmit = handleSubmit(async ({ enabled, days, localTime, timeZone, streakTime, weeklySummary }) => {
    try {
      await save.mutateAsync({
        enabled,
        days: days.map(Number).sort((a, b) => a - b),
        localTime,
        timeZone,
        streakTime: streakTime || null,
        weeklySummary,
        locale,
      });
      addNotification({ type: 'success', message: t('saved') });
    } catch (error) {
      const { message: text } = formProblem(error, setError, { fields: ['days', 'localTime', 'timeZone', 'streakTime'], otherwise: t('failed') });
      addNotification({ type: 'error', message: text });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="reminders-title"
      className="flex max-w-lg flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="reminders-title" className="text-lg font-semibold">
        {title}
      </h2>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5" {...register('enabled')} />
        {t('enabled')}
      </label>
      <FieldGroup legend={t('days')} error={message(errors.days?.message)}>
        <div className="flex flex-wrap gap-x-4">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" value={String(day)} className="size-5" {...register('days')} />
              {weekday(day)}
            </label>
          ))}
        </div>
      </FieldGroup>
      <TextField label={t('localTime')} type="time" error={message(errors.localTime?.message)} {...register('localTime')} />
      <TextField label={t('timeZone')} error={message(errors.timeZone?.message)} {...register('timeZone')} />
      <TextField label={t('streakTime')} type="time" error={message(errors.streakTime?.message)} {...register('streakTime')} />
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5" {...register('weeklySummary')} />
        {t('weeklySummary')}
      </label>
      <SubmitButton disabled={save.isPending} className="self-start">
        {save.isPending ? t('saving') : t('save')}
      </SubmitButton>
    </form>
  );
}
