import { useRef, useState, type FormEvent } from 'react';
import type { FieldValues, Path, Resolver, UseFormRegister } from 'react-hook-form';

type Errors<T> = Partial<Record<Path<T> & string, { message?: string }>>;

/**
 * The few parts of react-hook-form that the dashboard's weigh-in form uses, on plain inputs:
 * `register` (uncontrolled, `valueAsNumber`), `handleSubmit` through a resolver, the errors,
 * `isSubmitting`, `setError` and `resetField`. It behaves as `useForm` does with its defaults:
 * nothing is checked before the first submit, then each change checks its field again; a
 * refused submit focuses the first field in error; default values are set on the client, so a
 * date is the browser's today and not the server's. react-hook-form is ~12 kB gzip, which the
 * dashboard's first load no longer carries (decision 0013, fifth pass); the other forms keep it.
 */
export function useNativeForm<TFields extends FieldValues, TOutput>({ resolver, defaultValues = {} }: { resolver: Resolver<TFields, unknown, TOutput>; defaultValues?: Partial<TFields> }) {
  // The mounted inputs by name, and whether each is read as a number (filled by their ref callbacks).
  const inputs = useRef(new Map<string, { input: HTMLInputElement; asNumber: boolean }>());
  // The inputs whose default value was set: a ref callback runs again at every render.
  const started = useRef(new WeakSet<HTMLInputElement>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Errors<TFields>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  // Made at each render, as react-hook-form's are: each handler sees this render's resolver.
  const resolve = async () => {
    const values: Record<string, unknown> = {};
    for (const [name, { input, asNumber }] of inputs.current) values[name] = asNumber ? input.valueAsNumber : input.value;
    return resolver(values as TFields, undefined, { fields: {}, shouldUseNativeValidation: false });
  };

  // Typed as react-hook-form's, so the shared fields (WeightFields, TextField) take either.
  const register: UseFormRegister<TFields> = (name, options) => ({
    name,
    ref: (input: HTMLInputElement | null) => {
      if (!input) return void inputs.current.delete(name);
      inputs.current.set(name, { input, asNumber: Boolean(options?.valueAsNumber) });
      if (started.current.has(input)) return;
      started.current.add(input);
      const value = defaultValues[name];
      if (value !== undefined && input.value === '') input.value = String(value);
    },
    onChange: async () => {
      if (!submitted.current) return;
      // As react-hook-form does: the changed field's error only (a stones-and-pounds weight's
      // error stays on its stones field until that field changes).
      const result = await resolve();
      setErrors((current) => ({ ...current, [name]: (result.errors as Errors<TFields>)[name] }));
    },
    onBlur: async () => undefined,
  });

  const handleSubmit = (onValid: (values: TOutput) => Promise<unknown> | unknown) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      const result = await resolve();
      const found = result.errors as Errors<TFields>;
      setErrors(found);
      const invalid = [...inputs.current].find(([name]) => found[name as Path<TFields> & string]);
      if (invalid) return invalid[1].input.focus();
      await onValid(result.values as TOutput);
    } finally {
      setSubmitting(false);
    }
  };

  const setError = (name: Path<TFields>, error: { message?: string }) => setErrors((current) => ({ ...current, [name]: error }));

  const resetField = (name: Path<TFields>) => {
    const field = inputs.current.get(name);
    const value = defaultValues[name];
    if (field) field.input.value = value === undefined ? '' : String(value);
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return { register, handleSubmit, setError, resetField, formState: { errors, isSubmitting } };
}
