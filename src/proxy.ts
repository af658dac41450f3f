import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from './env';
import { routing } from './i18n/routing';
import { contentSecurityPolicy, isHttpsOrigin, newNonce, securityHeaders } from './server/http/security-headers';

const localise = createMiddleware(routing);

/**
 * "/api/Auth" (the product's) and "/api/auth" (next-auth's) differ only by case, which neither a
 * case-insensitive file system nor Next's case-insensitive rewrites can keep apart: the product's
 * routes live under /api/account-auth and are reached here, by an exact-case test.
 */
const PRODUCT_AUTH_PREFIX = '/api/Auth/';

/** Public files, Next's own paths and anything with a dot in its last segment: not localised. */
function isFileOrInternal(pathname: string): boolean {
  return pathname.startsWith('/_next/') || /\.[^/]*$/.test(pathname);
}

function withHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * Pages get their security headers here (decision 0017): a policy with a fresh nonce, which is
 * also set on the request so Next puts it on its own scripts and the layout can read it. API
 * answers get theirs, with the strict policy, from the server in front of Next.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const { appUrl, nodeEnv, analytics } = env();
  const https = isHttpsOrigin(appUrl);
  if (pathname.startsWith(PRODUCT_AUTH_PREFIX)) {
    // API answers get their headers from the server in front of Next (src/server/http/start.ts).
    const url = request.nextUrl.clone();
    url.pathname = `/api/account-auth/${pathname.slice(PRODUCT_AUTH_PREFIX.length)}`;
    return NextResponse.rewrite(url);
  }
  const nonce = newNonce();
  const policy = contentSecurityPolicy({ nonce, dev: nodeEnv === 'development', analyticsHost: analytics?.host, https });
  request.headers.set('x-nonce', nonce);
  request.headers.set('content-security-policy', policy);
  const response = isFileOrInternal(pathname) ? NextResponse.next({ request: { headers: request.headers } }) : localise(request);
  return withHeaders(response, { ...securityHeaders({ https }), 'Content-Security-Policy': policy });
}

export const config = {
  // Pages and anything else that may be HTML; not the API (its headers come from the server in
  // front of Next, without a proxy pass), the build's content-hashed files or the image optimizer
  // (next.config.ts gives those the static headers). Matching ignores case; the /api/Auth test
  // above does not.
  matcher: ['/((?!api/|_next/static/|_next/image).*)', '/api/Auth/:path*'],
};
