import 'server-only';
import { routing } from '@/i18n/routing';

/**
 * The request target's path, decoded once to check it (finding 11): broken
 * percent-encoding (`%ff`, `%e0%a4%a`, `%%`) makes it undefined. The API answers such a path 400,
 * pages 404, before the framework tries to decode it and fails with a 500.
 */
export function pathOf(url: string | undefined): { raw: string; valid: boolean } {
  const target = url ?? '/';
  const end = target.search(/[?#]/);
  const raw = end === -1 ? target : target.slice(0, end);
  try {
    decodeURIComponent(raw);
    return { raw, valid: true };
  } catch {
    return { raw, valid: false };
  }
}

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * Where a page request with a broken path is sent instead: a path no page answers, in the
 * request's language, so the app's own not-found page (404) renders.
 */
export function notFoundPathFor(rawPath: string): string {
  const locale = routing.locales.find((l) => rawPath === `/${l}` || rawPath.startsWith(`/${l}/`));
  return locale && locale !== routing.defaultLocale ? `/${locale}/404` : '/404';
}

/**
 * Next.js keeps next-auth's routes (/api/auth/*, lower case), the media its image optimizer reads
 * in-process (/api/yt-image, /api/yt-title beside it), the editors' preview (draft mode) and a
 * share link's card image (next/og's ImageResponse).
 */
const NEXT_API_PATHS = /^\/api\/(auth(\/|$)|preview$|yt-image\/|yt-title\/|Share\/[^/]+\/image$)/;

/** Paths the product API server answers (404 problem+json for one it does not know). */
export const isProductApiPath = (pathname: string) => isApiPath(pathname) && !NEXT_API_PATHS.test(pathname);
