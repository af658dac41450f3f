import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { problemAnswer, writeProblem } from '../problem';

/**
 * Header limits, checked before any framework code (finding 3).
 * - All request headers together: 16 KiB (Node's parser refuses more; see onClientError).
 * - User-Agent: 1 KiB. Real browsers send 100–400 bytes; Next's bot detection costs time
 *   quadratic in the header's length (16,000 characters: 0.4 s of CPU per request).
 */
export const MAX_HEADER_BYTES = 16 * 1024;
export const MAX_USER_AGENT_BYTES = 1024;

/** Answers 431 and returns false when a header is over its limit. */
export function headersWithinLimits(req: IncomingMessage, res: ServerResponse): boolean {
  const userAgent = req.headers['user-agent'];
  if (userAgent !== undefined && Buffer.byteLength(userAgent) > MAX_USER_AGENT_BYTES) {
    writeProblem(res, 'headers_too_large', `The User-Agent header is over ${MAX_USER_AGENT_BYTES} bytes`, { connection: 'close' });
    return false;
  }
  return true;
}

/**
 * Node's parser errors (headers over MAX_HEADER_BYTES, malformed requests): answered on the raw
 * socket with problem+json instead of Node's bare status line, then the connection is closed.
 */
export function onClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    return;
  }
  const overflow = error.code === 'HPE_HEADER_OVERFLOW';
  const answer = overflow
    ? problemAnswer('headers_too_large', `The request headers are over ${MAX_HEADER_BYTES} bytes`)
    : problemAnswer('bad_request', 'The request could not be parsed');
  const reason = overflow ? 'Request Header Fields Too Large' : 'Bad Request';
  const head = Object.entries({ ...answer.headers, connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${answer.status} ${reason}\r\n${head}\r\n${answer.body}`);
}
