import { forwardRef, type InputHTMLAttributes } from 'react';
import { controlClasses, Field } from './field';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  /** Hides the value from session-recording tools (SPEC §9); on by default for numbers and passwords. */
  masked?: boolean;
};

/** A labelled input whose hint and error are tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, masked, id, className, 'aria-describedby': describedBy, ...props },
  ref,
) {
  const isSensitive = masked ?? (props.type === 'number' || props.type === 'password' || props.inputMode === 'numeric' || props.inputMode === 'decimal');
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className} describedBy={describedBy}>
      {(control) => <input ref={ref} {...control} data-private={isSensitive ? 'true' : undefined} className={controlClasses(error)} {...props} />}
    </Field>
  );
});
