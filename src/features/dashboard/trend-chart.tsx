'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { TrendPoint } from '@/lib/progress/trend';
import { daysBetween } from '@/lib/progress/series';
import { useWeightFormat } from '@/features/units/use-weight-format';

const WIDTH = 480;
const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 30, left: 48 };

/**
 * Daily weights (dots) and the smoothed trend (line), hand-drawn in SVG: a few hundred bytes
 * instead of a chart library on the dashboard's first load (docs/decisions/0005).
 */
export function TrendChart({ points, weeklyRate }: { points: readonly TrendPoint[]; weeklyRate: number | null }) {
  const t = useTranslations('Progress');
  const { weight } = useWeightFormat();
  const rateText =
    weeklyRate === null
      ? t('rateUnknown')
      : weeklyRate === 0
        ? t('rateFlat')
        : weeklyRate < 0
          ? t('rateLosing', { rate: weight(weeklyRate) })
          : t('rateGaining', { rate: weight(weeklyRate) });

  return (
    <Card title={t('trendHeading')} titleId="trend-heading">
      <p className="mb-3 text-sm text-slate-800" data-testid="weekly-rate">
        {rateText}
      </p>
      {points.length === 0 ? <p className="text-slate-700">{t('trendEmpty')}</p> : <Plot points={points} label={t('chartLabel', { count: points.length })} />}
    </Card>
  );
}

function Plot({ points: stored, label }: { points: readonly TrendPoint[]; label: string }) {
  const format = useFormatter();
  const { inUnit } = useWeightFormat();
  // Drawn in the person's unit (stones as a decimal on the axis).
  const points = stored.map((p) => ({ ...p, weight: inUnit(p.weight), trend: inUnit(p.trend) }));
  const values = points.flatMap((p) => [p.weight, p.trend]);
  const min = Math.floor(Math.min(...values) - 1);
  const max = Math.ceil(Math.max(...values) + 1);
  const span = Math.max(1, daysBetween(points[0]!.date, points.at(-1)!.date));
  const x = (date: string) => PAD.left + (daysBetween(points[0]!.date, date) / span) * (WIDTH - PAD.left - PAD.right) || PAD.left;
  const y = (w: number) => PAD.top + ((max - w) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  const trendPath = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.date).toFixed(1)},${y(p.trend).toFixed(1)}`).join(' ');
  const ticks = [min, (min + max) / 2, max];
  const day = (date: string) => format.dateTime(new Date(`${date}T00:00:00`), { month: 'short', day: 'numeric' });

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full" data-private="true">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
          <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-slate-600 text-[16px]">
            {format.number(tick, { maximumFractionDigits: 0 })}
          </text>
        </g>
      ))}
      <text x={PAD.left} y={HEIGHT - 8} className="fill-slate-600 text-[16px]">
        {day(points[0]!.date)}
      </text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" className="fill-slate-600 text-[16px]">
        {day(points.at(-1)!.date)}
      </text>
      {points.map((p) => (
        <circle key={p.date} cx={x(p.date)} cy={y(p.weight)} r={3.5} className="fill-slate-400" />
      ))}
      <path d={trendPath} fill="none" strokeWidth={2.5} className="stroke-brand-700" />
    </svg>
  );
}
