import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** next-auth's session cookie, whole or in chunks (`.0`, `.1`, …), on http and https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/;

/** What Next.js sends with every dynamic page and its router data. */
const NEVER_STORED = /\bno-store\b/i;

/** The same rule without `no-store`: revalidated on every visit, but a page may be kept for Back. */
export const REVALIDATED_PAGE = 'private, no-cache, max-age=0, must-revalidate';

export function holdsSession(req: IncomingMessage): boolean {
  return SESSION_COOKIE.test(req.headers.cookie ?? '');
}

/**
 * Pages are dynamic (each has a fresh CSP nonce), so Next.js marks every one and its router data
 * `no-store`, and Chromium refused the public pages its back/forward cache for it (the page's own
 * answer and the prefetches of its links). A page answered to a browser that holds no session
 * shows nobody's data: it is sent revalidate-always instead, so Back restores it at once. A page
 * for a signed-in browser stays `no-store`, which Chromium keeps for Back only until a cookie
 * changes: after a sign-out, Back asks the server again.
 */
export function letSignedOutPagesBeKept(req: IncomingMessage, res: ServerResponse): void {
  if (holdsSession(req)) return;
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' && NEVER_STORED.test(String(value)) ? REVALIDATED_PAGE : value);
}
