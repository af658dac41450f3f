import type { ApiCall, CallAnswer, CallInput } from '@/lib/api/define';
import { send, type AnyInput, type ApiRoute, type CallOptions } from './client';

// Apart from ./client.ts: only the paged admin list needs it, and a page's bundle keeps every export of a module it imports.
/** One page of a list whose counts come in `X-Total-Count` and `X-Matching-Count`. */
export type ApiPage<T> = { rows: T[]; total: number; matching: number };

type Row<C extends ApiCall> = CallAnswer<C> extends readonly (infer T)[] ? T : never;

export async function callApiPage<C extends ApiCall>(route: ApiRoute<C>, input: CallInput<C>, options: CallOptions = {}): Promise<ApiPage<Row<C>>> {
  const { payload, headers } = await send(route, input as AnyInput, options);
  const rows = payload as Row<C>[];
  const count = (name: string) => {
    const value = Number(headers.get(name));
    return Number.isFinite(value) && headers.has(name) ? value : rows.length;
  };
  return { rows, total: count('x-total-count'), matching: count('x-matching-count') };
}
