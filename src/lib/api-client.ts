import type { FieldErrors } from './schemas/field-errors';

export type Problem = { type: string; title: string; status: number; detail?: string; errors?: FieldErrors };

/** A failed product API call, carrying the server's problem+json body. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
    this.status = problem.status;
    this.problem = problem;
  }
}

type RequestOptions = { token?: string; method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; signal?: AbortSignal };

async function send(path: string, { token, method = 'GET', body, signal }: RequestOptions): Promise<{ payload: unknown; headers: Headers }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  if (response.status === 204) return { payload: undefined, headers: response.headers };
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const problem = (payload ?? {}) as Partial<Problem>;
    throw new ApiError({ type: problem.type ?? 'about:blank', title: problem.title ?? response.statusText, status: response.status, detail: problem.detail, errors: problem.errors });
  }
  return { payload, headers: response.headers };
}

/** The typed client for /api/*: bearer header, JSON both ways, problem+json as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(path, options)).payload as T;
}

/** One page of a list whose counts come in `X-Total-Count` and `X-Matching-Count`. */
export type ApiPage<T> = { rows: T[]; total: number; matching: number };

export async function apiPageRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiPage<T>> {
  const { payload, headers } = await send(path, options);
  const rows = payload as T[];
  const count = (name: string) => {
    const value = Number(headers.get(name));
    return Number.isFinite(value) && headers.has(name) ? value : rows.length;
  };
  return { rows, total: count('x-total-count'), matching: count('x-matching-count') };
}
