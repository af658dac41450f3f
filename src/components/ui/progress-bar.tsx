/**
 * A bar from 0 to 100 % with its value for assistive technology. `shown` is the width drawn when
 * it differs from the value (a sliver for a total that has begun but rounds to 0 %).
 */
export function ProgressBar({ percent, label, shown = percent }: { percent: number; label: string; shown?: number }) {
  return (
    <div
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      role="progressbar"
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={label}
    >
      <div className="h-full bg-brand-700" style={{ width: `${shown}%` }} />
    </div>
  );
}
