'use client';

import { useTranslations } from 'next-intl';
import type { FigureDto } from '@/lib/schemas/coalition';

export type Bar = { label: string; figure: FigureDto };

/**
 * Shares (0–100 %) as horizontal bars: one line each, the value written beside its bar, "fewer
 * than 11" in place of a bar that is suppressed. The bars are drawn for the eye only; the same
 * figures follow as a table, for screen readers and anyone who prefers one.
 */
export function ShareBars({ title, id, bars, text }: { title: string; id: string; bars: Bar[]; text: (figure: FigureDto) => string }) {
  const t = useTranslations('Coalition');
  return (
    <div className="flex flex-col gap-2">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      <ul aria-hidden="true" className="flex flex-col gap-2">
        {bars.map((bar) => (
          <li key={bar.label} className="grid grid-cols-[minmax(0,9rem)_1fr] items-center gap-2 text-sm sm:grid-cols-[12rem_1fr]">
            <span className="text-slate-700">{bar.label}</span>
            <span className="flex items-center gap-2">
              {bar.figure.suppressed || bar.figure.value === null ? null : (
                <span className="h-4 rounded-sm bg-brand-700" style={{ width: `${Math.max(1, Math.min(100, bar.figure.value)) * 0.7}%` }} />
              )}
              <span className="tabular-nums font-semibold">{text(bar.figure)}</span>
            </span>
          </li>
        ))}
      </ul>
      {/* A table cannot be narrower than its words: the clipping box around it keeps it off the layout. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('measure')}</th>
              <th scope="col">{t('value')}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{text(bar.figure)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
