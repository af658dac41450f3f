import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { IMPORT_MAX_BODY_BYTES } from '@/lib/schemas/weight-import';
import { writeProblem } from '../problem';

const KiB = 1024;

/**
 * Request body limits by path prefix, first match wins (finding 6; docs/api.md "Limits").
 * Matching is exact-case: `/api/auth/` is next-auth's, `/api/Auth/` the product's sign-in calls.
 */
export const BODY_LIMITS: ReadonlyArray<{ prefix: string; bytes: number }> = [
  { prefix: '/api/logError', bytes: 16 * KiB }, // a client crash report
  { prefix: '/api/auth/', bytes: 16 * KiB }, // next-auth's forms: sign-in, sign-out, csrf
  { prefix: '/api/WeightLog/import', bytes: IMPORT_MAX_BODY_BYTES }, // a weight history file, as JSON text
  { prefix: '/api/', bytes: 64 * KiB }, // the JSON product API
  { prefix: '/', bytes: 64 * KiB }, // pages (nothing posts to them today)
];

export function bodyLimitFor(pathname: string): number {
  return (BODY_LIMITS.find((limit) => pathname.startsWith(limit.prefix)) ?? BODY_LIMITS[BODY_LIMITS.length - 1]!).bytes;
}

const tooLarge = (limit: number) => `The request body is over ${limit} bytes`;

/** How long a connection refused with 413 stays open after the answer, so the client can read it. */
const LINGER_MS = 2_000;

/**
 * After a 413 the connection closes, but not at once: closing a socket with unread data makes the
 * kernel reset it, and the client, still sending, would lose the answer. Node closes a
 * `Connection: close` socket with destroySoon() once the answer is written; here that half-closes
 * it and lets it linger (what still arrives is discarded, never buffered) until the client hangs
 * up or LINGER_MS pass, as nginx's lingering_close does.
 */
function lingerThenClose(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}

/**
 * A body announced larger than its limit is refused at once (no byte of it is read). A body
 * without Content-Length (chunked) is counted as the socket delivers it; the chunk that passes
 * the limit is not handed on, the answer is 413, and whatever the framework writes afterwards
 * for that request is dropped. Returns false when the request was answered here.
 */
export function guardBody(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  const limit = bodyLimitFor(pathname);
  const announced = req.headers['content-length'];
  if (announced !== undefined) {
    if (Number(announced) > limit) {
      lingerThenClose(req.socket);
      writeProblem(res, 'payload_too_large', tooLarge(limit), { connection: 'close' });
      return false;
    }
    return true; // Node's parser delivers no more than the announced length.
  }
  if (req.headers['transfer-encoding'] === undefined) return true; // no body
  let received = 0;
  let refused = false;
  const push = req.push.bind(req);
  // IncomingMessage receives each chunk from the parser through push(): count there, before any reader buffers it.
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (refused) return false;
    if (chunk !== null && chunk !== undefined) {
      received += typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : (chunk as Uint8Array).byteLength;
      if (received > limit) {
        refused = true;
        refuseMidStream(req, res, limit);
        return false;
      }
    }
    return push(chunk, encoding);
  };
  return true;
}

function refuseMidStream(req: IncomingMessage, res: ServerResponse, limit: number): void {
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  lingerThenClose(req.socket);
  writeProblem(res, 'payload_too_large', tooLarge(limit), { connection: 'close' });
  // The framework still holds this response: what it writes from now on goes nowhere.
  const silent = res as unknown as Record<string, unknown>;
  silent.writeHead = () => res;
  silent.setHeader = () => res;
  silent.appendHeader = () => res;
  silent.removeHeader = () => undefined;
  silent.flushHeaders = () => undefined;
  silent.write = (_chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as () => void);
    return true;
  };
  silent.end = (...args: unknown[]) => {
    const done = args.find((arg) => typeof arg === 'function');
    if (typeof done === 'function') process.nextTick(done as () => void);
    return res;
  };
}
