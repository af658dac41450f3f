import { getFormatter, getTranslations } from 'next-intl/server';
import { inactivityDates } from '@/lib/retention/inactivity-dates';

/**
 * The app's own part of the privacy page: what the product keeps and for how long, from the
 * settings that decide it, so the statement cannot drift from what the server does.
 */
export async function WhatWeKeep({
  inactiveAccountMonths,
  auditRetentionDays,
  timeZone,
  now = new Date(),
}: {
  inactiveAccountMonths: number | undefined;
  auditRetentionDays: number;
  timeZone: string;
  now?: Date;
}) {
  const t = await getTranslations('WhatWeKeep');
  const format = await getFormatter();
  const day = (moment: Date) => format.dateTime(moment, { dateStyle: 'long', timeZone });
  const example = inactiveAccountMonths === undefined ? null : inactivityDates(now, inactiveAccountMonths);
  return (
    <section aria-labelledby="what-we-keep" className="flex flex-col gap-3 text-lg leading-relaxed text-slate-800">
      <h2 id="what-we-keep" className="text-2xl font-bold text-slate-900">
        {t('title')}
      </h2>
      <ul className="flex list-disc flex-col gap-3 pl-6">
        <li>{t('account')}</li>
        <li>{t('community')}</li>
        <li>{t('reminders')}</li>
        <li>{t('audit', { days: auditRetentionDays })}</li>
        {example && inactiveAccountMonths !== undefined ? (
          <li>
            {t('inactive', { months: inactiveAccountMonths })}{' '}
            {t('inactiveExample', { today: day(now), warnDate: day(example.warnAt), deleteDate: day(example.deleteAt) })}
          </li>
        ) : (
          <li>{t('inactiveOff')}</li>
        )}
      </ul>
    </section>
  );
}
