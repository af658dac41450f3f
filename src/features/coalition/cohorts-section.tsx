'use client';

import { useTranslations } from 'next-intl';
import { useFormatDay } from '@/i18n/use-format-day';
import type { CoalitionOutcomes } from '@/lib/schemas/coalition';
import { useFigureText } from './figure-text';
import { ScrollTable } from '@/components/ui/scroll-table';

/** The chart shows the most recent join weeks; the table below it lists every one. */
const CHART_WEEKS = 26;

/**
 * Over time: how many joined each week (bars, tallest = most) and each cohort's retention at 4,
 * 12 and 26 weeks, as a table. A suppressed week draws no bar and says "fewer than 11"; when
 * every week shown is suppressed, one line says so in place of the bars.
 */
export function CohortsSection({ data }: { data: CoalitionOutcomes }) {
  const t = useTranslations('Coalition');
  const formatDay = useFormatDay();
  const text = useFigureText(data.minGroupSize);
  const day = (date: string) => formatDay(date, { month: 'short', day: 'numeric' });
  const recent = data.cohorts.slice(-CHART_WEEKS);
  const max = Math.max(1, ...recent.map((c) => c.participants.value ?? 0));
  const anyShown = recent.some((c) => c.participants.value !== null);
  return (
    <section aria-labelledby="coalition-cohorts-heading" className="flex flex-col gap-3">
      <h2 id="coalition-cohorts-heading" className="text-lg font-semibold">
        {t('cohortsHeading')}
      </h2>
      {recent.length === 0 ? <p className="text-slate-700">{t('noCohorts')}</p> : null}
      {recent.length > 0 && !anyShown ? <p className="text-sm text-slate-700">{t('cohortsSuppressed', { count: data.minGroupSize })}</p> : null}
      {anyShown ? (
        <div aria-hidden="true" className="flex h-40 items-end gap-1 border-b border-slate-300">
          {recent.map((c) => (
            <div
              key={c.weekStarting}
              className="flex h-full min-w-0 flex-1 flex-col justify-end"
              title={`${day(c.weekStarting)}: ${text.count(c.participants)}`}
            >
              {c.participants.value === null ? (
                <div className="h-1 rounded-sm bg-slate-300" />
              ) : (
                <div className="rounded-t-sm bg-brand-700" style={{ height: `${(c.participants.value / max) * 100}%` }} />
              )}
            </div>
          ))}
        </div>
      ) : null}
      {anyShown ? <p className="text-sm text-slate-700">{t('cohortsNote', { weeks: CHART_WEEKS })}</p> : null}
      <ScrollTable
        labelledBy="coalition-cohorts-heading"
        caption={t('cohortsHeading')}
        minWidth="min-w-[28rem]"
        columns={[
          { key: 'joinWeek', label: t('joinWeek') },
          { key: 'joined', label: t('joined'), numeric: true },
          ...data.summary.retention.map((r) => ({ key: `retained${r.weeks}`, label: t('retainedAt', { weeks: r.weeks }), numeric: true })),
        ]}
      >
        {[...data.cohorts].reverse().map((c) => (
          <tr key={c.weekStarting} className="border-b border-slate-100">
            <th scope="row" className="p-2 font-normal">
              {formatDay(c.weekStarting)}
            </th>
            <td className="p-2 text-right tabular-nums">{text.count(c.participants)}</td>
            {c.retention.map((r) => (
              <td key={r.weeks} className="p-2 text-right tabular-nums">
                {text.percent(r.share)}
              </td>
            ))}
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}
