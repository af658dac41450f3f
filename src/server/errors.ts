import 'server-only';
import type { FieldErrors } from '@/lib/schemas/field-errors';

export type AppErrorCode =
  | 'bad_request'
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'user_not_found'
  | 'conflict'
  | 'idempotency_key_reused'
  | 'unprocessable'
  | 'rate_limited'
  | 'payload_too_large'
  | 'headers_too_large'
  | 'unavailable';

const statusByCode: Record<AppErrorCode, number> = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  user_not_found: 404,
  conflict: 409,
  idempotency_key_reused: 422,
  unprocessable: 422,
  rate_limited: 429,
  payload_too_large: 413,
  headers_too_large: 431,
  unavailable: 503,
};

const titleByCode: Record<AppErrorCode, string> = {
  bad_request: 'Bad request',
  validation: 'Invalid input',
  unauthorized: 'Authentication required',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  user_not_found: 'User not found',
  conflict: 'Conflict',
  idempotency_key_reused: 'Idempotency key reused',
  unprocessable: 'Unprocessable content',
  rate_limited: 'Too many requests',
  payload_too_large: 'Payload too large',
  headers_too_large: 'Request header fields too large',
  unavailable: 'Service unavailable',
};

/** Seconds a client should wait before trying again after a 503 (the database is unreachable). */
export const RETRY_AFTER_SECONDS = 5;

/** The one error type domain code throws; the API layer maps it to problem+json. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly detail: string;
  readonly errors?: FieldErrors;
  /** Sent as Retry-After: when a refusal that passes (429) may be tried again. */
  readonly retryAfterSeconds?: number;

  constructor(code: AppErrorCode, detail: string, options: { errors?: FieldErrors; retryAfterSeconds?: number } = {}) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return statusByCode[this.code];
  }

  get title(): string {
    return titleByCode[this.code];
  }
}

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: FieldErrors;
};

export function problemOf(error: AppError): Problem {
  return {
    type: `/problems/${error.code.replace(/_/g, '-')}`,
    title: error.title,
    status: error.status,
    detail: error.detail,
    ...(error.errors ? { errors: error.errors } : {}),
  };
}

export const INTERNAL_PROBLEM: Problem = {
  type: '/problems/internal',
  title: 'Internal server error',
  status: 500,
  detail: 'An unexpected error occurred',
};
