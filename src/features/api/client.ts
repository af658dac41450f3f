import { fillPath, type ApiCall, type CallAnswer, type CallInput } from '@/lib/api/define';
import type { FieldErrors } from '@/lib/schemas/field-errors';

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

export type CallOptions = { token?: string; signal?: AbortSignal };

function urlOf(call: ApiCall, input: { params?: Record<string, unknown>; query?: Record<string, unknown> }): string {
  const path = fillPath(call.path, input.params);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) if (value !== undefined && value !== null) query.set(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

async function send(call: ApiCall, input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown }, { token, signal }: CallOptions) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(urlOf(call, input), {
    method: call.method.toUpperCase(),
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal,
  });
  if (response.status === 204) return { payload: undefined, headers: response.headers };
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const problem = (payload ?? {}) as Partial<Problem>;
    throw new ApiError({ type: problem.type ?? 'about:blank', title: problem.title ?? response.statusText, status: response.status, detail: problem.detail, errors: problem.errors });
  }
  return { payload, headers: response.headers };
}

/**
 * Calls the product API by its definition (src/lib/api/calls): the path, method and the types
 * of input and answer all come from it. The answer's type is the definition's response schema;
 * the API tests check every answer the server gives against that same schema.
 */
export async function callApi<C extends ApiCall>(call: C, input: CallInput<C>, options: CallOptions = {}): Promise<CallAnswer<C>> {
  const { payload } = await send(call, input as never, options);
  return payload as CallAnswer<C>;
}

/** One page of a list whose counts come in `X-Total-Count` and `X-Matching-Count`. */
export type ApiPage<T> = { rows: T[]; total: number; matching: number };

type Row<C extends ApiCall> = CallAnswer<C> extends readonly (infer T)[] ? T : never;

export async function callApiPage<C extends ApiCall>(call: C, input: CallInput<C>, options: CallOptions = {}): Promise<ApiPage<Row<C>>> {
  const { payload, headers } = await send(call, input as never, options);
  const rows = payload as Row<C>[];
  const count = (name: string) => {
    const value = Number(headers.get(name));
    return Number.isFinite(value) && headers.has(name) ? value : rows.length;
  };
  return { rows, total: count('x-total-count'), matching: count('x-matching-count') };
}
