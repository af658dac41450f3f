'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/features/api/client';
import { useReminderSettings, useSaveReminderSettings } from '@/features/api/reminders';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import { useNotifications } from '@/features/notifications/notifications';
import type { ReminderSettings } from '@/lib/schemas/reminders';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Profile → Reminders (issue 16): loads with the profile page's click-free part, saves on its own. */
export function RemindersSection({ userId }: { userId: string }) {
  const t = useTranslations('Reminders');
  const tc = useTranslations('Common');
  const settings = useReminderSettings(userId);
  if (!settings.data) return <p role="status">{tc('loading')}</p>;
  return <RemindersForm userId={userId} initial={settings.data} key={String(settings.dataUpdatedAt)} title={t('title')} />;
}

function RemindersForm({ userId, initial, title }: { userId: string; initial: ReminderSettings; title: string }) {
  const t = useTranslations('Reminders');
  const locale = useLocale() as ReminderSettings['locale'];
  const message = useValidationMessage();
  const { addNotification } = useNotifications();
  const save = useSaveReminderSettings(userId);
  // A person who never chose gets the browser's time zone; a saved one stays until changed.
  const [choice, setChoice] = useState(() => ({ ...initial, timeZone: initial.chosen ? initial.timeZone : browserTimeZone() }));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const set = (change: Partial<ReminderSettings>) => setChoice((c) => ({ ...c, ...change }));
  // Arriving from the dashboard's invitation (…/account/profile#reminders-title): this section
  // loads after the page, so the browser could not scroll to it by itself.
  useEffect(() => {
    if (window.location.hash === '#reminders-title') document.getElementById('reminders-title')?.scrollIntoView();
  }, []);
  const weekday = (day: number) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const { enabled, days, localTime, timeZone, streakTime, weeklySummary } = choice;
      await save.mutateAsync({ enabled, days, localTime, timeZone, streakTime: streakTime || null, weeklySummary, locale });
      setErrors({});
      addNotification({ type: 'success', message: t('saved') });
    } catch (error) {
      const fields = error instanceof ApiError ? (error.problem.errors ?? {}) : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, e]) => [field, message(e.key)])));
      addNotification({ type: 'error', message: t('failed') });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="reminders-title" className="flex max-w-lg flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="reminders-title" className="text-lg font-semibold">
        {title}
      </h2>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5" checked={choice.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
        {t('enabled')}
      </label>
      <fieldset className="flex flex-col gap-1" aria-describedby={errors.days ? 'reminders-days-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('days')}</legend>
        <div className="flex flex-wrap gap-x-4">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={choice.days.includes(day)}
                onChange={(e) => set({ days: e.target.checked ? [...choice.days, day].sort() : choice.days.filter((d) => d !== day) })}
              />
              {weekday(day)}
            </label>
          ))}
        </div>
        {errors.days ? (
          <p id="reminders-days-error" className="text-sm text-red-700">
            {errors.days}
          </p>
        ) : null}
      </fieldset>
      <TextField label={t('localTime')} type="time" value={choice.localTime} error={errors.localTime} onChange={(e) => set({ localTime: e.target.value })} />
      <TextField label={t('timeZone')} value={choice.timeZone} error={errors.timeZone} onChange={(e) => set({ timeZone: e.target.value })} />
      <TextField label={t('streakTime')} type="time" value={choice.streakTime ?? ''} error={errors.streakTime} onChange={(e) => set({ streakTime: e.target.value || null })} />
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5" checked={choice.weeklySummary} onChange={(e) => set({ weeklySummary: e.target.checked })} />
        {t('weeklySummary')}
      </label>
      <SubmitButton disabled={save.isPending} className="self-start">
        {save.isPending ? t('saving') : t('save')}
      </SubmitButton>
    </form>
  );
}
