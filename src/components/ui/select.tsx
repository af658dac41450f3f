import { useId, type ComponentProps, type ReactNode } from 'react';

type Props = ComponentProps<'select'> & {
  label: string;
  error?: string;
  hint?: string;
  /** The <option> elements. */
  children: ReactNode;
};

/** The one drop-down: labelled, its hint and error tied to it, the same frame as TextField. */
export function Select({ label, error, hint, id, className = '', children, 'aria-describedby': describedByExtra, ref, ...props }: Props) {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy = [describedByExtra, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 disabled:bg-slate-100 ${error ? 'border-red-700' : 'border-slate-400'}`}
        {...props}
      >
        {children}
      </select>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
