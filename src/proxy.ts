import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from './env';
import { routing } from './i18n/routing';
import { contentSecurityPolicy, isHttpsOrigin, newNonce, securityHeaders } from './server/http/security-headers';

const localise = createMiddleware(routing);

/** Public files, Next's own paths and anything with a dot in its last segment: not localised. */
function isFileOrInternal(pathname: string): boolean {
  return pathname.startsWith('/_next/') || /\.[^/]*$/.test(pathname);
}

/** The bench's empty page (src/app/bench-floor), outside the localised pages; only in a bench build. */
const BENCH_FLOOR_PATH = '/bench-floor';
const isBenchFloor = (pathname: string) => process.env.BENCH_FLOOR_PAGE === '1' && pathname === BENCH_FLOOR_PATH;

function withHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * Pages get their security headers here: a policy with a fresh nonce, which is
 * also set on the request so Next puts it on its own scripts and the layout can read it. API
 * answers get theirs, with the strict policy, from the server in front of Next.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const { appUrl, nodeEnv, analytics } = env();
  const https = isHttpsOrigin(appUrl);
  const nonce = newNonce();
  const policy = contentSecurityPolicy({ nonce, dev: nodeEnv === 'development', analyticsHost: analytics?.host, https });
  request.headers.set('x-nonce', nonce);
  request.headers.set('content-security-policy', policy);
  // The signed-in pages' layout sends a visitor without a session to sign in, back to this path and query.
  request.headers.set('x-pathname', pathname);
  request.headers.set('x-search', request.nextUrl.search);
  const response = isFileOrInternal(pathname) || isBenchFloor(pathname) ? NextResponse.next({ request: { headers: request.headers } }) : localise(request);
  return withHeaders(response, { ...securityHeaders({ https }), 'Content-Security-Policy': policy });
}

export const config = {
  // Pages and anything else that may be HTML; not the API (its headers come from the server in
  // front of Next, without a proxy pass), the build's content-hashed files or the image optimizer
  // (next.config.ts gives those the static headers).
  matcher: ['/((?!api/|_next/static/|_next/image).*)'],
};
