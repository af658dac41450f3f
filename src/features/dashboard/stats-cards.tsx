'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ProgressSummary } from '@/lib/progress/summary';
import { useWeightFormat } from '@/features/units/use-weight-format';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums" data-private="true">
        {value}
      </dd>
      {hint ? <dd className="text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

/** Streak, longest streak, check-ins and total loss: all computed in src/lib/progress. */
export function StatsCards({ summary }: { summary: ProgressSummary }) {
  const t = useTranslations('Progress');
  const format = useFormatter();
  const { weight, bmi } = useWeightFormat();
  const bmiText = bmi(summary.latest);
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        {t('statsHeading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('currentStreak')} value={t('days', { count: summary.currentStreak })} hint={summary.currentStreak === 0 ? t('streakHint') : t('restDays', { count: summary.restDays })} />
        <Stat label={t('longestStreak')} value={t('days', { count: summary.longestStreak })} />
        <Stat label={t('checkIns')} value={format.number(summary.checkIns)} />
        <Stat label={summary.totalLoss < 0 ? t('totalGain') : t('totalLoss')} value={weight(summary.totalLoss)} />
      </dl>
      {bmiText ? (
        <p className="mt-2 text-sm text-slate-800" data-testid="bmi" data-private="true">
          {bmiText}
        </p>
      ) : null}
    </section>
  );
}
