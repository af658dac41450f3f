'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Stat } from '@/components/ui/stat';
import type { ProgressSummary } from '@/lib/progress/summary';
import { useWeightFormat } from '@/features/units/use-weight-format';

/** Streak, longest streak, check-ins and total loss: all computed in src/lib/progress. */
export function StatsCards({ summary }: { summary: ProgressSummary }) {
  const t = useTranslations('Progress');
  const tUnits = useTranslations('Units');
  const format = useFormatter();
  const { weight, bmi } = useWeightFormat();
  const bmiText = bmi(summary.latest);
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        {t('statsHeading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          variant="card"
          masked
          label={t('currentStreak')}
          value={t('days', { count: summary.currentStreak })}
          hint={summary.currentStreak === 0 ? t('streakHint') : t('restDays', { count: summary.restDays })}
        />
        <Stat variant="card" masked label={t('longestStreak')} value={t('days', { count: summary.longestStreak })} />
        <Stat variant="card" masked label={t('checkIns')} value={format.number(summary.checkIns)} />
        <Stat variant="card" masked label={summary.totalLoss < 0 ? t('totalGain') : t('totalLoss')} value={weight(summary.totalLoss)} />
      </dl>
      {bmiText ? (
        <>
          <p className="mt-2 text-sm text-slate-800" data-testid="bmi" data-private="true">
            {bmiText}
          </p>
          {/* Visible, not a tooltip: the term is explained to every reader, on touch and keyboard too. */}
          <p className="text-xs text-slate-700" data-testid="bmi-meaning">
            {tUnits('bmiMeaning')}
          </p>
        </>
      ) : null}
    </section>
  );
}
