import type { z } from 'zod';
import type { Capability } from '@/lib/accounts/roles';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** Where a call finds the account it acts on: a path or query parameter, or a body field. */
export type AccountInput = { in: 'params' | 'query' | 'body'; name: string };

/**
 * Who may call:
 * - 'anonymous': anyone (the sign-up and email-link calls, media, error reports);
 * - 'signedIn': any valid bearer token (the service decides what the caller may see);
 * - { self }: a signed-in user whose id is the named path parameter (403 otherwise);
 * - { capability, account }: a signed-in user whose active membership of the account named in
 *   the input has that capability (src/lib/accounts/roles.ts); `denied` is the 403's detail.
 *   A list (`accountIds=a,b`) needs the capability in every account of it. With `orSelf`, a
 *   caller whose id is that path parameter is let through too (leaving an organisation): the
 *   service then decides what they may do to themselves.
 * - { role: 'Admin' }: the coalition's Admin (SPEC §6), a flag on the user that
 *   only `npm run admin` sets; anyone else the same 403.
 */
export type Access =
  | 'anonymous'
  | 'signedIn'
  | { self: string; denied: string }
  | { role: 'Admin'; denied: string }
  | { capability: Capability; account: AccountInput; denied: string; orSelf?: string };

/**
 * A signed-in call's per-person budget (src/server/rate-limit/rate-limit.ts):
 * `read` and `write` are generous; `mail` is for calls that mail an address the caller names
 * (invitations, an email change); `export` and `import` are small and one at a time.
 */
export type PersonBudget = 'read' | 'write' | 'mail' | 'export' | 'import';

export type ResponseSpec = {
  description: string;
  /** The JSON body; none for 204, a redirect or a non-JSON body. */
  schema?: z.ZodType;
  /**
   * A body that is not (only) JSON: its media types (an image), or each media type with the
   * schema of its JSON body and null for one that is not JSON (an export in the format asked for).
   */
  mediaTypes?: readonly string[] | Readonly<Record<string, z.ZodType | null>>;
  /** Count headers (`X-Total-Count`): name → description. */
  headers?: Record<string, string>;
  /** The body is a file to save: `Content-Disposition: attachment; filename="…"` names it. */
  attachment?: boolean;
};

/**
 * One call of the product API, defined once: the server's routing, validation and
 * authorization, /api/openapi.json and the browser's typed client all come from this object.
 * Definitions are written with the shorthand of ./define-call; the browser imports them as types
 * only and calls the routes generated from them (src/features/api/routes), so no page loads one.
 */
export type ApiCall = {
  method: HttpMethod;
  /** OpenAPI form: `/api/WeightLog/user/{userId}`. */
  path: string;
  summary: string;
  /** What the schemas cannot say: the call's rules, in Markdown paragraphs (the reference page at /api/docs shows them). */
  description?: string | readonly string[];
  tag: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Success statuses and their answers. */
  responses: Record<number, ResponseSpec>;
  /** Error statuses the call itself can answer (401, 413, 429 from the guards are added by the document). */
  errors: readonly number[];
  /** An anonymous call that counts against a rate limit (429 with Retry-After); signed-in calls always do, per person. */
  rateLimited?: boolean;
  /**
   * The limit counts per client address, and the answers say where the caller stands:
   * RateLimit-Limit, -Remaining and -Reset (src/server/rate-limit/rate-limit.ts).
   */
  limitedPerAddress?: boolean;
  /** The per-person budget of a signed-in call, when not the one its method implies (`read` for GET, `write` otherwise). */
  perPerson?: PersonBudget;
  /**
   * The call takes an optional `Idempotency-Key` request header: a repeat with the
   * same key, method, path and body gets the first answer again, marked `Idempotent-Replayed: true`,
   * and changes nothing; the key with another request answers 422. Only for signed-in calls.
   */
  idempotent?: boolean;
  /** Served by Next.js rather than the API server (the editors' preview needs Next's draft mode). */
  servedByNext?: boolean;
};

/** The budget a call counts against per person: none for anonymous calls (they are limited per address where needed). */
export function personBudgetOf(call: Pick<ApiCall, 'access' | 'method' | 'perPerson'>): PersonBudget | undefined {
  if (call.access === 'anonymous') return undefined;
  return call.perPerson ?? (call.method === 'get' ? 'read' : 'write');
}

/** Whether a call can answer 429 with `Retry-After`: signed-in calls always (their per-person budget). */
export function isRateLimited(call: Pick<ApiCall, 'access' | 'method' | 'perPerson' | 'rateLimited'>): boolean {
  return Boolean(call.rateLimited) || personBudgetOf(call) !== undefined;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a call's handler receives, parsed. */
export type CallParams<C extends ApiCall> = Parsed<C['params']>;
export type CallQuery<C extends ApiCall> = Parsed<C['query']>;
export type CallBody<C extends ApiCall> = Parsed<C['body']>;

/** What a client sends: each part only when the call has it. */
export type CallInput<C extends ApiCall> = (C['params'] extends z.ZodType ? { params: Sent<C['params']> } : unknown) &
  (C['query'] extends z.ZodType ? { query: Sent<C['query']> } : unknown) &
  (C['body'] extends z.ZodType ? { body: Sent<C['body']> } : unknown);

type SuccessStatus<C extends ApiCall> = Extract<keyof C['responses'], number>;
type BodyOf<R> = R extends { schema: infer S extends z.ZodType } ? z.output<S> : undefined;

/** The body of a successful answer: the union over the call's success statuses. */
export type CallAnswer<C extends ApiCall> = { [S in SuccessStatus<C>]: BodyOf<C['responses'][S]> }[SuccessStatus<C>];

/** What a handler may answer: one of the declared statuses with its declared body. */
export type CallReply<C extends ApiCall> = {
  [S in SuccessStatus<C>]: {
    status: S;
    body: C['responses'][S] extends { schema: infer B extends z.ZodType } ? z.input<B> : null;
    headers?: Record<string, string>;
  };
}[SuccessStatus<C>];

/** `{userId}` segments of a path template, filled in and encoded. */
export function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}
