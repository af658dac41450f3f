'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { Card } from '@/components/ui/card';
import type { TrendPoint } from '@/lib/progress/trend';
import { useWeightFormat } from '@/features/units/use-weight-format';

// Behind the first paint: the plot, its ticks and its table are not what the page needs first.
const RangedTrend = lazy(() => import('./ranged-trend').then((module) => ({ default: module.RangedTrend })));

type Props = { points: readonly TrendPoint[]; weeklyRate: number | null; goalWeight: number | null; today: string };

/**
 * The weight trend: the daily weights and the smoothed trend of The Hacker's Diet (the
 * same series as the cards and the CSV export: src/lib/progress/trend.ts) over a chosen range, the
 * goal as a line, the nearest day's figures on hover or tap, and the same days as a table.
 */
export function TrendChart({ points, weeklyRate, goalWeight, today }: Props) {
  const t = useTranslations('Progress');
  const { rate } = useWeightFormat();
  const rateText =
    weeklyRate === null
      ? t('rateUnknown')
      : weeklyRate === 0
        ? t('rateFlat')
        : weeklyRate < 0
          ? t('rateLosing', { rate: rate(weeklyRate) })
          : t('rateGaining', { rate: rate(weeklyRate) });

  return (
    <Card title={t('trendHeading')} titleId="trend-heading">
      {/* The first place the word "trend" meets a signed-in person: what it means, in one line. */}
      <p className="mb-1 text-sm text-slate-700" data-testid="trend-meaning">
        {t('trendMeaning')}
      </p>
      <p className="mb-3 text-sm text-slate-800" data-testid="weekly-rate">
        {rateText}
      </p>
      {points.length === 0 ? (
        <p className="text-slate-700">{t('trendEmpty')}</p>
      ) : (
        // The fallback holds the chart's height, so nothing below it moves when it arrives.
        <Suspense fallback={<div className="min-h-[26rem]" aria-hidden="true" />}>
          <RangedTrend points={points} goalWeight={goalWeight} today={today} />
        </Suspense>
      )}
    </Card>
  );
}
