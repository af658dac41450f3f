import type { z } from 'zod';
import { validationBounds } from './bounds';

/** A field error: a key under `Validation` in the messages, and the values it interpolates. */
export type FieldError = { key: string; values: Record<string, number> };
export type FieldErrors = Record<string, FieldError>;

/** Keys errors by the first path segment of the field, first issue wins (SPEC §5). */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_root';
    if (errors[field]) continue;
    const key = /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalidValue';
    errors[field] = { key, values: validationBounds[key] ?? {} };
  }
  return errors;
}
