import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * What `zodResolver` answers, without @hookform/resolvers or react-hook-form at run time: the
 * parsed values, or each field's first message. For a form that does not use react-hook-form
 * (src/features/forms/native-form.ts), loaded with its schema on the first submit.
 */
export function schemaResolver<TInput extends FieldValues, TOutput>(schema: z.ZodType<TOutput>): Resolver<TInput, unknown, TOutput> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
    return { values: {}, errors: errors as FieldErrors<TInput> };
  };
}
