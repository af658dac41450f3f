import { forwardRef, useId, type InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  /** Hides the value from session-recording tools (SPEC §9); on by default for numbers and passwords. */
  masked?: boolean;
};

/** A labelled input whose hint and error are tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, masked, id, className = '', ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const isSensitive = masked ?? (props.type === 'number' || props.type === 'password' || props.inputMode === 'numeric' || props.inputMode === 'decimal');
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-private={isSensitive ? 'true' : undefined}
        className={`min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 ${error ? 'border-red-700' : 'border-slate-400'}`}
        {...props}
      />
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
});
