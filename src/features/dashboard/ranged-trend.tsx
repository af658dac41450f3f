'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { TableHead } from '@/components/ui/table-head';
import { useFormatDay } from '@/i18n/use-format-day';
import { CHART_RANGES, inDomain, rangeDomain, type ChartRange } from '@/lib/progress/chart-scale';
import type { TrendPoint } from '@/lib/progress/trend';
import { useWeightFormat } from '@/features/units/use-weight-format';
import { ChartRangeControl } from './chart-range-control';
import { TrendPlot } from './trend-plot';

/** The range last chosen on this device: a person who reads three months reads three months tomorrow. */
const RANGE_KEY = 'trend-range';
const noSubscription = () => () => undefined;
function rememberedRange(): ChartRange | null {
  try {
    const stored = window.localStorage.getItem(RANGE_KEY);
    return CHART_RANGES.find((r) => r === stored) ?? null;
  } catch {
    return null; // No storage (private mode): every visit starts at "all".
  }
}

/**
 * The chart itself, a lazy chunk of its own: the card, its heading and the weekly
 * rate are in the first paint; the range control, the plot and the table arrive right after it.
 */
export function RangedTrend({ points, goalWeight, today }: { points: readonly TrendPoint[]; goalWeight: number | null; today: string }) {
  const t = useTranslations('Chart');
  const tp = useTranslations('Progress');
  const longDate = useFormatDay();
  const { weight, inUnit, unitLabel } = useWeightFormat();
  const remembered = useSyncExternalStore(noSubscription, rememberedRange, () => null);
  const [chosen, setChosen] = useState<ChartRange | null>(null);
  const range = chosen ?? remembered ?? 'all';
  const [selected, setSelected] = useState<number | null>(null);
  // The table's rows are made when it is opened: a year is ~730 formatted weights and 365 dates
  // that nobody sees while it is closed (they were most of the chart's render).
  const [tableOpen, setTableOpen] = useState(false);
  function choose(next: ChartRange) {
    setChosen(next);
    setSelected(null);
    try {
      window.localStorage.setItem(RANGE_KEY, next);
    } catch {
      // Not remembered; the choice still holds on this page.
    }
  }

  const domain = rangeDomain(range, today, points[0]!.date, points.at(-1)!.date);
  // The trend is smoothed over the whole history, then cut to the range: it does not restart at the range's edge.
  const shown = useMemo(() => inDomain(points, domain), [points, domain.from, domain.to]); // eslint-disable-line react-hooks/exhaustive-deps
  const plotted = shown.map((p) => ({ date: p.date, weight: inUnit(p.weight), trend: inUnit(p.trend) }));
  const index = selected !== null && selected < shown.length ? selected : shown.length - 1;
  const day = shown[index];

  return (
    <div className="flex flex-col gap-3">
      <ChartRangeControl value={range} onChange={choose} />
      {day ? (
        <p className="min-h-10 text-sm text-slate-800" data-testid="chart-readout" data-private="true">
          <span className="font-semibold">{longDate(day.date)}</span>
          {': '}
          {t('readout', { weight: weight(day.weight), trend: weight(day.trend) })}
        </p>
      ) : (
        <p className="min-h-10 text-sm text-slate-700">{t('emptyRange')}</p>
      )}
      {shown.length > 0 ? (
        <TrendPlot
          points={plotted}
          from={domain.from}
          to={domain.to}
          goal={goalWeight === null ? null : inUnit(goalWeight)}
          label={tp('chartLabel', { count: shown.length })}
          selected={index}
          onSelect={setSelected}
          onRelease={() => setSelected(null)}
        />
      ) : null}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label={t('legend')}>
        <li className="flex items-center gap-1.5">
          <svg width="12" height="12" aria-hidden="true">
            <circle cx="6" cy="6" r="3.5" className="fill-slate-600" />
          </svg>
          {t('legendWeight', { unit: unitLabel })}
        </li>
        <li className="flex items-center gap-1.5">
          <svg width="20" height="12" aria-hidden="true">
            <line x1="0" x2="20" y1="6" y2="6" strokeWidth="2.5" className="stroke-brand-700" />
          </svg>
          {t('legendTrend')}
        </li>
        {goalWeight !== null ? (
          <li className="flex items-center gap-1.5" data-private="true">
            <svg width="20" height="12" aria-hidden="true">
              <line x1="0" x2="20" y1="6" y2="6" strokeWidth="2" strokeDasharray="6 4" className="stroke-amber-600" />
            </svg>
            {t('legendGoal', { weight: weight(goalWeight) })}
          </li>
        ) : null}
      </ul>
      <details onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-brand-800 underline">{t('showTable')}</summary>
        {tableOpen ? (
          <table className="w-full text-left text-sm" data-private="true">
            <caption className="sr-only">{t('tableCaption', { range: t(`range.${range}`) })}</caption>
            <TableHead
              columns={[
                { key: 'date', label: t('date') },
                { key: 'weight', label: t('weight'), numeric: true },
                { key: 'trend', label: t('trend'), numeric: true },
              ]}
            />
            <tbody>
              {[...shown].reverse().map((p) => (
                <tr key={p.date} className="border-b border-slate-100">
                  <td className="p-2">{longDate(p.date)}</td>
                  <td className="p-2 text-right tabular-nums">{weight(p.weight)}</td>
                  <td className="p-2 text-right tabular-nums">{weight(p.trend)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </details>
    </div>
  );
}
