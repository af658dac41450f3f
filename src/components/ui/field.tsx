import { useId, type ReactNode } from 'react';

/** What a field's control takes from its wrapper: its id, and the hint and error that describe it. */
export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type Props = {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
  className?: string;
  /** Further ids that describe the control (a note drawn outside the field). */
  describedBy?: string;
  /** The control (an input, a select), given its id and the ids that describe it. */
  children: (control: ControlProps) => ReactNode;
};

/** The frame of an input or a select: its look, red when the field is in error. */
export const controlClasses = (error: string | undefined) =>
  `min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 ${error ? 'border-red-700' : 'border-slate-400'}`;

function Notes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedByOf = (id: string, { hint, error, describedBy }: { hint?: string; error?: string; describedBy?: string }) =>
  [describedBy, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** A labelled control whose hint and error are tied to it for screen readers: the one field wrapper. */
export function Field({ label, hint, error, id, className = '', describedBy, children }: Props) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedByOf(controlId, { hint, error, describedBy }) })}
      <Notes id={controlId} hint={hint} error={error} />
    </div>
  );
}

/** A group of controls under one legend (checkboxes, radios, feet and inches), its hint and error tied to the group. */
export function FieldGroup({
  legend,
  hint,
  error,
  className = 'flex flex-col gap-1',
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className={className} aria-describedby={describedByOf(id, { hint, error })}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {children}
      <Notes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
