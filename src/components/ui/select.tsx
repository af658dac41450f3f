import type { ComponentProps, ReactNode } from 'react';
import { controlClasses, Field } from './field';

type Props = ComponentProps<'select'> & {
  label: string;
  error?: string;
  hint?: string;
  /** The choices, drawn as <option>s in this order; or the <option> elements as children. */
  options?: readonly { value: string; label: ReactNode }[];
  children?: ReactNode;
};

/** The one drop-down: labelled, its hint and error tied to it, the same frame as TextField. */
export function Select({ label, error, hint, id, className, options, children, 'aria-describedby': describedBy, ref, ...props }: Props) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className} describedBy={describedBy}>
      {(control) => (
        <select ref={ref} {...control} className={`${controlClasses(error)} disabled:bg-slate-100`} {...props}>
          {options
            ? options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))
            : children}
        </select>
      )}
    </Field>
  );
}
