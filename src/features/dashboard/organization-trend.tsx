'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { TableHead } from '@/components/ui/table-head';
import { useFormatDay } from '@/i18n/use-format-day';
import type { OrganizationProgress } from '@/lib/schemas/organization-progress';
import { useFigureText } from '@/features/coalition/figure-text';
import { useWeightFormat } from '@/features/units/use-weight-format';

const WIDTH = 480;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 44 };

/**
 * The organisation's pounds lost together, week by week: bars in SVG (no chart library, no chart
 * library), and the same numbers as a table for screen readers and anyone who prefers one. A week
 * about too few people has no bar and reads "fewer than 11" in the table; when every week is, a
 * line says so in place of an empty chart.
 */
export function OrganizationTrend({ weekly, minGroupSize }: { weekly: OrganizationProgress['weekly']; minGroupSize: number }) {
  const t = useTranslations('OrganizationProgress');
  const format = useFormatter();
  const formatDay = useFormatDay();
  const day = (date: string) => formatDay(date, { month: 'short', day: 'numeric' });
  const units = useWeightFormat();
  const text = useFigureText(minGroupSize);
  const bars = weekly.flatMap((w, i) => (w.poundsLost.value === null ? [] : [{ i, weekEnding: w.weekEnding, value: w.poundsLost.value }]));
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, weekly.length);
  const y = (value: number) => PAD.top + (1 - value / max) * (HEIGHT - PAD.top - PAD.bottom);
  const first = weekly[0];
  const last = weekly.at(-1);
  const label = (from: string, to: string, lastWeek: (typeof weekly)[number]) =>
    lastWeek.poundsLost.value === null || bars.length < weekly.length
      ? t('trendLabelHidden', { weeks: weekly.length, from, to, count: minGroupSize })
      : t('trendLabel', { weeks: weekly.length, from, to, lost: units.weight(lastWeek.poundsLost.value) });

  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">{t('trendHeading', { unit: units.unit })}</h3>
      {first && last && bars.length === 0 ? <p className="text-sm text-slate-700">{t('trendSuppressed', { count: minGroupSize })}</p> : null}
      {first && last && bars.length > 0 ? (
        // At most its own width: the labels stay the size of the text around it on a wide screen.
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={label(day(first.weekEnding), day(last.weekEnding), last)}
          className="h-auto w-full max-w-[480px]"
        >
          {[0, max].map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
              <text x={PAD.left - 6} y={y(tick) + 5} textAnchor="end" className="fill-slate-600 text-[14px]">
                {format.number(tick, { maximumFractionDigits: 0 })}
              </text>
            </g>
          ))}
          {bars.map((b) => (
            <rect
              key={b.weekEnding}
              x={PAD.left + b.i * slot + slot * 0.15}
              width={slot * 0.7}
              y={y(b.value)}
              height={y(0) - y(b.value)}
              className="fill-brand-700"
            />
          ))}
          <text x={PAD.left} y={HEIGHT - 6} className="fill-slate-600 text-[14px]">
            {day(first.weekEnding)}
          </text>
          <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="fill-slate-600 text-[14px]">
            {day(last.weekEnding)}
          </text>
        </svg>
      ) : null}
      <details>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-brand-800 underline">{t('showTable')}</summary>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('trendHeading', { unit: units.unit })}</caption>
          <TableHead
            columns={[
              { key: 'week', label: t('weekEnding') },
              { key: 'lost', label: t('poundsLost', { unit: units.unit }), numeric: true },
            ]}
          />
          <tbody>
            {weekly.map((w) => (
              <tr key={w.weekEnding} className="border-b border-slate-100">
                <td className="p-2">{formatDay(w.weekEnding)}</td>
                <td className="p-2 text-right tabular-nums">{text.weight(w.poundsLost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
