import { ApiError, type Problem } from './client';

/** The problem+json answer a refused call carried; undefined when no answer came (no connection, an aborted request). */
export function problemOf(error: unknown): Problem | undefined {
  return error instanceof ApiError ? error.problem : undefined;
}

/** The status of the answer a refused call got; undefined when no answer came. */
export function statusOf(error: unknown): number | undefined {
  return problemOf(error)?.status;
}
