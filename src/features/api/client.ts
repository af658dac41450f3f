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

/**
 * Where the browser sends a call: its definition's method and path, and (as a type only) the
 * definition itself, from which the input and answer types come. The browser imports these
 * (./routes/*, generated from src/lib/api/calls) rather than the definitions, whose zod schemas
 * would bring zod into every page's first load.
 */
export type ApiRoute<C extends ApiCall> = { readonly method: C['method']; readonly path: C['path']; readonly definition?: C };

/** `idempotencyKey`: sent as `Idempotency-Key` to a call that takes one, so a resend changes nothing. */
export type CallOptions = { token?: string; signal?: AbortSignal; idempotencyKey?: string };

export type AnyInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

export function urlOf(route: ApiRoute<ApiCall>, input: AnyInput): string {
  const path = fillPath(route.path, input.params);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) if (value !== undefined && value !== null) query.set(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A task boundary: what started the call finishes its task before the request is made. A message
 * task, as React's scheduler yields: not clamped like a nested timer, and not held by a page's
 * paused timers.
 */
function afterThisTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The request and its problem+json handling; `callApi` and `callApiPage` (./page.ts) read its answer. */
export async function send(route: ApiRoute<ApiCall>, input: AnyInput, { token, signal, idempotencyKey }: CallOptions) {
  // A page's reads start in the commit that first renders its cards (every query subscribes
  // there): each fetch() costs the main thread a few ms on a slow phone, so made in that commit
  // they lengthen the page's longest task. The network wait is what they are for.
  if (route.method === 'get') await afterThisTask();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(urlOf(route, input), {
    method: route.method.toUpperCase(),
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal,
  });
  if (response.status === 204) return { payload: undefined, headers: response.headers };
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorOf(response, payload);
  return { payload, headers: response.headers };
}

/** The error of a failed answer, from its problem+json body (parsed, or null when it was none). */
export function apiErrorOf(response: Response, payload: unknown): ApiError {
  const problem = (payload ?? {}) as Partial<Problem>;
  return new ApiError({
    type: problem.type ?? 'about:blank',
    title: problem.title ?? response.statusText,
    status: response.status,
    detail: problem.detail,
    errors: problem.errors,
  });
}

/**
 * Calls the product API by its route (./routes, from the definitions in src/lib/api/calls): the
 * path, method and the types of input and answer all come from the definition. The answer's type
 * is the definition's response schema; the API tests check every answer the server gives against
 * that same schema, so the browser does not parse it again (that would need zod on every page).
 */
export async function callApi<C extends ApiCall>(route: ApiRoute<C>, input: CallInput<C>, options: CallOptions = {}): Promise<CallAnswer<C>> {
  const { payload } = await send(route, input as AnyInput, options);
  return payload as CallAnswer<C>;
}
