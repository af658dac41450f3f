'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { CHART_RANGES, type ChartRange } from '@/lib/progress/chart-scale';

/**
 * The chart's ranges as a segmented control: native radio buttons (one tab stop, arrow keys move
 * the choice, the group is announced by its legend), drawn as segments. Each segment shows a short
 * name ("3M") that fits five to a row at 360 px and is read by its full name ("3 months").
 */
export function ChartRangeControl({ value, onChange }: { value: ChartRange; onChange: (range: ChartRange) => void }) {
  const t = useTranslations('Chart');
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('rangeLegend')}</legend>
      <div className="grid grid-cols-5 rounded-md border border-slate-300">
        {CHART_RANGES.map((range) => (
          <label
            key={range}
            className="relative flex min-h-11 cursor-pointer items-center justify-center border-l border-slate-300 px-1 text-sm font-medium text-slate-800 first:rounded-l-md first:border-l-0 last:rounded-r-md has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:z-10 has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-solid"
          >
            <input type="radio" name={name} value={range} checked={value === range} onChange={() => onChange(range)} className="sr-only" />
            <span aria-hidden="true">{t(`rangeShort.${range}`)}</span>
            <span className="sr-only">{t(`range.${range}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
