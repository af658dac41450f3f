'use client';

import { useFormatter } from 'next-intl';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useFormatDay } from '@/i18n/use-format-day';
import { dateTicks, linearScale, nearestIndex, niceTicks } from '@/lib/progress/chart-scale';
import { daysBetween } from '@/lib/progress/series';

/** A day in the person's unit: what the plot draws. */
export type PlotPoint = { date: string; weight: number; trend: number };

const HEIGHT = 240;
const PAD = { top: 16, right: 12, bottom: 28, left: 48 };
/** Before the first measurement (and on the server): the card's width on a wide screen. */
const DEFAULT_WIDTH = 560;
/** Room for one date label on the x axis, and for one weight label on the y axis. */
const PX_PER_DATE_TICK = 72;
const PX_PER_WEIGHT_TICK = 40;

type Props = {
  points: readonly PlotPoint[];
  from: string;
  to: string;
  /** The goal in the unit, drawn when it is near enough the weights to keep them readable. */
  goal: number | null;
  label: string;
  selected: number;
  onSelect: (index: number) => void;
  onRelease: () => void;
};

/**
 * The plot, hand-drawn SVG at the pixel width it is shown at (so its text stays 12 px on a phone):
 * round weight ticks in the person's unit, date ticks on Mondays or month starts, the daily
 * weights as dots, the trend as a line, the goal as a dashed line, and a guide on the selected day.
 */
export function TrendPlot({ points, from, to, goal, label, selected, onSelect, onRelease }: Props) {
  const format = useFormatter();
  const formatDay = useFormatDay();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry!.contentRect.width);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const values = points.flatMap((p) => [p.weight, p.trend]);
  const low = Math.min(...values);
  const high = Math.max(...values);
  // A goal far from the weights would squeeze them into a sliver: it is drawn only within one span of them.
  const reach = Math.max(high - low, 2);
  const goalShown = goal !== null && goal >= low - reach && goal <= high + reach ? goal : null;
  const y = niceTicks(
    Math.min(low, goalShown ?? low),
    Math.max(high, goalShown ?? high),
    Math.max(3, Math.floor((HEIGHT - PAD.top - PAD.bottom) / PX_PER_WEIGHT_TICK)),
  );
  const x = dateTicks(from, to, Math.max(2, Math.floor((width - PAD.left - PAD.right) / PX_PER_DATE_TICK)));
  const toX = linearScale([0, daysBetween(from, to)], [PAD.left, width - PAD.right]);
  const dayX = (date: string) => toX(daysBetween(from, date));
  const toY = linearScale([y.lower, y.upper], [HEIGHT - PAD.bottom, PAD.top]);
  const xs = points.map((p) => dayX(p.date));
  const trendPath = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${xs[i]!.toFixed(1)},${toY(p.trend).toFixed(1)}`).join(' ');
  const dateLabel = (date: string) =>
    formatDay(date, x.unit === 'day' ? { month: 'short', day: 'numeric' } : x.unit === 'month' ? { month: 'short' } : { year: 'numeric' });
  const active = points[selected];

  function pick(event: PointerEvent<SVGSVGElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0) return;
    onSelect(nearestIndex(xs, ((event.clientX - rect.left) / rect.width) * width));
  }

  return (
    <div ref={box} className="w-full">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={label}
        className="block touch-pan-y select-none"
        data-private="true"
        data-testid="trend-plot"
        onPointerMove={pick}
        onPointerDown={pick}
        onPointerLeave={(event) => event.pointerType === 'mouse' && onRelease()}
      >
        {y.ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={width - PAD.right} y1={toY(tick)} y2={toY(tick)} className="stroke-slate-200" />
            <text x={PAD.left - 6} y={toY(tick) + 4} textAnchor="end" className="fill-slate-700 text-[12px]">
              {format.number(tick, { maximumFractionDigits: 2 })}
            </text>
          </g>
        ))}
        {x.ticks.map((tick) => (
          <g key={tick}>
            <line x1={dayX(tick)} x2={dayX(tick)} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom + 4} className="stroke-slate-600" />
            <text x={dayX(tick)} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-700 text-[12px]">
              {dateLabel(tick)}
            </text>
          </g>
        ))}
        <line x1={PAD.left} x2={width - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} className="stroke-slate-600" />
        {goalShown !== null ? (
          <line
            x1={PAD.left}
            x2={width - PAD.right}
            y1={toY(goalShown)}
            y2={toY(goalShown)}
            strokeWidth={2}
            strokeDasharray="6 4"
            className="stroke-amber-600"
            data-testid="goal-line"
          />
        ) : null}
        {points.map((p, i) => (
          <circle key={p.date} cx={xs[i]} cy={toY(p.weight)} r={points.length > 120 ? 2 : 3} className="fill-slate-600" />
        ))}
        <path d={trendPath} fill="none" strokeWidth={2.5} strokeLinejoin="round" className="stroke-brand-700" />
        {active ? (
          <g data-testid="chart-guide">
            <line x1={xs[selected]} x2={xs[selected]} y1={PAD.top} y2={HEIGHT - PAD.bottom} className="stroke-slate-600" strokeDasharray="2 3" />
            <circle cx={xs[selected]} cy={toY(active.weight)} r={5} className="fill-white stroke-slate-900" strokeWidth={2} />
            <circle cx={xs[selected]} cy={toY(active.trend)} r={4} className="fill-brand-700" />
          </g>
        ) : null}
      </svg>
    </div>
  );
}
