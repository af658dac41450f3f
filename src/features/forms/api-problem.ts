import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Problem } from '@/features/api/client';
import { problemOf } from '@/features/api/problem';

/**
 * One kind of refusal and what it tells the person. Each condition given must hold: the answer's
 * status, its `detail` code, an error on that field of its `errors`.
 */
export type ProblemCase<M> = { status?: number; detail?: string; field?: string; message: M };

export type ProblemMessages<M> = {
  /** Tried in order: the first that matches the answer gives the message. */
  cases?: readonly ProblemCase<M>[];
  /** Any other answer. */
  otherwise: M;
  /** No answer at all (no connection): `otherwise` unless given. */
  unanswered?: M;
};

function matches(problem: Problem, { status, detail, field }: ProblemCase<unknown>): boolean {
  return (
    (status === undefined || problem.status === status) &&
    (detail === undefined || problem.detail === detail) &&
    (field === undefined || problem.errors?.[field] !== undefined)
  );
}

/**
 * What a failed call says to the person, for a call without a form (a notification, an alert).
 * The messages are the caller's, already translated (or codes it translates), so each screen keeps
 * its own words for the same refusal.
 */
export function problemMessage<M>(error: unknown, { cases = [], otherwise, unanswered }: ProblemMessages<M>): M {
  const problem = problemOf(error);
  if (!problem) return unanswered === undefined ? otherwise : unanswered;
  const found = cases.find((c) => matches(problem, c));
  return found ? found.message : otherwise;
}

export type FormProblem<T extends FieldValues, M> = ProblemMessages<M> & {
  /**
   * The form's fields that take the answer's field errors: their names, or, where the form names a
   * field differently from the call, the call's field names mapped to the form's.
   */
  fields: readonly Path<T>[] | Readonly<Record<string, Path<T>>>;
};

/**
 * A failed submit, on its form: each of the answer's field errors that names one of `fields` goes
 * on the form's field through react-hook-form's `setError`, as its Validation key, which the field
 * puts into words as it does the form's own checks. The form's message is `problemMessage`'s; `onFields`
 * says a field already shows what went wrong, for forms that then say nothing more.
 */
export function formProblem<T extends FieldValues, M>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields, ...messages }: FormProblem<T, M>,
): { message: M; onFields: boolean } {
  const errors = problemOf(error)?.errors ?? {};
  const pairs: Array<[string, Path<T>]> = Array.isArray(fields) ? fields.map((field: Path<T>) => [field, field]) : Object.entries(fields);
  let onFields = false;
  for (const [answered, field] of pairs) {
    const fieldError = errors[answered];
    if (!fieldError) continue;
    setError(field, { type: 'server', message: fieldError.key });
    onFields = true;
  }
  return { message: problemMessage(error, messages), onFields };
}
