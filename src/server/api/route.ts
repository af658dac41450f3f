import 'server-only';
import type { ApiCall, CallBody, CallParams, CallQuery, CallReply } from '@/lib/api/define';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';

/** What a handler gets: the database, the caller (null only for anonymous calls) and the parsed input. */
export type CallContext<C extends ApiCall> = {
  db: Db;
  actor: C['access'] extends 'anonymous' ? null : Actor;
  params: CallParams<C>;
  query: CallQuery<C>;
  body: CallBody<C>;
  /** The one client address the server's guard resolved (trusted proxies only). */
  clientIp: string;
  userAgent: string | undefined;
};

/** A body already written as JSON (PostgreSQL builds the history), or bytes of another type. */
export type RawReply = { status: number; raw: string | Uint8Array; contentType: string; headers?: Record<string, string> };

export type Handler<C extends ApiCall> = (context: CallContext<C>) => Promise<CallReply<C> | RawReply>;

/** A call's definition with the code that answers it. */
export type Route = { call: ApiCall; handle: Handler<ApiCall> };

/** Binds a handler to its definition; the handler's input and answer are typed by it. */
export function route<C extends ApiCall>(call: C, handle: NoInfer<Handler<C>>): Route {
  return { call, handle: handle as unknown as Handler<ApiCall> };
}
