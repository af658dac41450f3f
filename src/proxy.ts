import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const localise = createMiddleware(routing);

/**
 * "/api/Auth" (the product's) and "/api/auth" (next-auth's) differ only by case, which neither a
 * case-insensitive file system nor Next's case-insensitive rewrites can keep apart: the product's
 * routes live under /api/account-auth and are reached here, by an exact-case test.
 */
const PRODUCT_AUTH_PREFIX = '/api/Auth/';

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/')) {
    if (!pathname.startsWith(PRODUCT_AUTH_PREFIX)) return NextResponse.next();
    const url = request.nextUrl.clone();
    url.pathname = `/api/account-auth/${pathname.slice(PRODUCT_AUTH_PREFIX.length)}`;
    return NextResponse.rewrite(url);
  }
  return localise(request);
}

export const config = {
  // Pages, and the product's /api/Auth routes (matching here ignores case; the test above does not).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)', '/api/Auth/:path*'],
};
