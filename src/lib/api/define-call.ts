import type { z } from 'zod';
import type { Capability } from '@/lib/accounts/roles';
import type { Access, AccountInput, ApiCall, HttpMethod } from './define';

/**
 * The shorthand the definitions of src/lib/api/calls are written in. A call reads as
 *
 *     export const getUser = userCalls.get('/api/User/{id}', self('id', 'You may only read your own user'))(
 *       { params: userIdParamsSchema, responses: ok(userDetailsSchema, 'The user and their accounts'), errors: [400, 403] },
 *       'Your own user, with your accounts',
 *       'First paragraph of the description.',
 *     );
 *
 * — method, path and who may call; then what it takes and answers; then its summary and the
 * paragraphs of its description. The result is the plain `ApiCall` object, with the literal types
 * (method, path, access, schemas, statuses) the server and the typed client read from it.
 * Browsers import definitions as types only (they call generated routes, src/features/api/routes),
 * so these calls never run in a page.
 */

/** What a call takes and answers: everything of `ApiCall` but its place, access and words. */
export type CallContract = Pick<
  ApiCall,
  'params' | 'query' | 'body' | 'responses' | 'perPerson' | 'rateLimited' | 'limitedPerAddress' | 'idempotent' | 'servedByNext'
> & {
  /** Error statuses the call itself can answer; none when left out. */
  errors?: readonly number[];
};

/** Keys that `CallContract` does not know are errors, as they are in a `satisfies ApiCall` object. */
type Exactly<C> = C & Record<Exclude<keyof C, keyof CallContract>, never>;

type Defined<M, P, T, A, C> = { method: M; path: P; tag: T; summary: string; description?: string | readonly string[]; access: A } & Omit<C, 'errors'> & {
    errors: C extends { errors: infer E extends readonly number[] } ? E : readonly [];
  };

function define<const M extends HttpMethod, const T extends string>(method: M, tag: T) {
  return <const P extends string, const A extends Access>(path: P, access: A) =>
    <const C extends CallContract>(contract: Exactly<C>, summary: string, ...description: string[]): Defined<M, P, T, A, C> => {
      const { errors = [], ...rest } = contract;
      const call: ApiCall = {
        method,
        path,
        tag,
        summary,
        ...(description.length === 0 ? {} : { description: description.length === 1 ? description[0] : description }),
        access,
        ...rest,
        errors,
      };
      return call as Defined<M, P, T, A, C>;
    };
}

/** The calls of one tag of the OpenAPI document, by method. */
export function callsOf<const T extends string>(tag: T) {
  return { get: define('get', tag), post: define('post', tag), put: define('put', tag), delete: define('delete', tag) };
}

/** Access for a signed-in user whose id is the named path parameter (403 with `denied` otherwise). */
export const self = <const P extends string>(param: P, denied: string) => ({ self: param, denied });

/** Access for a member of the account named in the input whose role has that capability; see `Access`. */
export function capability<const C extends Capability, const I extends AccountInput>(capability: C, account: I, denied: string, orSelf?: string) {
  return { capability, account, denied, ...(orSelf === undefined ? {} : { orSelf }) };
}

export const inParams = <const N extends string>(name: N) => ({ in: 'params', name }) as const;
export const inQuery = <const N extends string>(name: N) => ({ in: 'query', name }) as const;
export const inBody = <const N extends string>(name: N) => ({ in: 'body', name }) as const;

/** A JSON answer with this status. */
const answer =
  <const S extends number>(status: S) =>
  <const B extends z.ZodType>(schema: B, description: string) =>
    ({ [status]: { description, schema } }) as { [K in S]: { description: string; schema: B } };

export const ok = answer(200);
export const created = answer(201);
export const accepted = answer(202);
export const noContent = (description: string) => ({ 204: { description } });

/** An anonymous call limited per client address: its answers say where the caller stands. */
export const perAddressLimit = { rateLimited: true, limitedPerAddress: true } as const;
