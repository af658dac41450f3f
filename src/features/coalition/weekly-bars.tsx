'use client';

import { useFormatter } from 'next-intl';

const WIDTH = 480;
const HEIGHT = 160;
const PAD = { top: 12, right: 8, bottom: 8, left: 56 };

/**
 * One figure week by week as bars in SVG, at most its own width so its labels stay the size of
 * the text around it. A suppressed week has no bar; the table beside it carries the numbers for
 * screen readers and anyone who prefers one. The caller draws no chart when every week is hidden.
 */
export function WeeklyBars({ values, label, axis }: { values: (number | null)[]; label: string; axis: (value: number) => string }) {
  const format = useFormatter();
  const max = Math.max(...values.map((v) => v ?? 0));
  const top = max > 0 ? max : 1;
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, values.length);
  const y = (value: number) => PAD.top + (1 - value / top) * (HEIGHT - PAD.top - PAD.bottom);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full max-w-[480px]">
      {[0, top].map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
          <text x={PAD.left - 6} y={y(tick) + 5} textAnchor="end" className="fill-slate-600 text-[14px]">
            {tick === 0 ? format.number(0) : axis(tick)}
          </text>
        </g>
      ))}
      {values.map((value, i) =>
        value === null ? null : (
          <rect key={i} x={PAD.left + i * slot + slot * 0.15} width={slot * 0.7} y={y(value)} height={y(0) - y(value)} className="fill-brand-700" />
        ),
      )}
    </svg>
  );
}
