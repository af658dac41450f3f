import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { holdsSession, letSignedOutPagesBeKept, REVALIDATED_PAGE } from './page-caching';

const NEXT_DYNAMIC_PAGE = 'private, no-cache, no-store, max-age=0, must-revalidate';
const request = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as IncomingMessage;

/** A response that records the headers set on it, as Next.js sets them. */
function response() {
  const headers = new Map<string, unknown>();
  const res = { setHeader: (name: string, value: unknown) => (headers.set(name.toLowerCase(), value), res) } as unknown as ServerResponse;
  return { res, headers };
}

describe('which pages may be kept for Back', () => {
  it('knows a session by next-auth’s cookie, whole or in chunks, on http and https', () => {
    expect(holdsSession(request('theme=dark; next-auth.session-token=abc'))).toBe(true);
    expect(holdsSession(request('__Secure-next-auth.session-token.0=abc; __Secure-next-auth.session-token.1=def'))).toBe(true);
    expect(holdsSession(request('cwt-session=5754281c-1fd8-470f-94c3-4cb4fad3e98b.1764600000000; NEXT_LOCALE=es-ES'))).toBe(false);
    expect(holdsSession(request('my-next-auth.session-token-copy=1'))).toBe(false);
    expect(holdsSession(request())).toBe(false);
  });

  it('sends a signed-out page revalidate-always instead of no-store, and leaves every other header alone', () => {
    const { res, headers } = response();
    letSignedOutPagesBeKept(request('NEXT_LOCALE=es-ES'), res);
    res.setHeader('Cache-Control', NEXT_DYNAMIC_PAGE);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    expect(headers.get('cache-control')).toBe(REVALIDATED_PAGE);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');

    // The build's files keep their own caching.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps a signed-in page no-store', () => {
    const { res, headers } = response();
    letSignedOutPagesBeKept(request('next-auth.session-token=abc'), res);
    res.setHeader('Cache-Control', NEXT_DYNAMIC_PAGE);
    expect(headers.get('cache-control')).toBe(NEXT_DYNAMIC_PAGE);
  });
});
