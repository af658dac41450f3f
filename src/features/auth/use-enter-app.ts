'use client';

import { useLocale } from 'next-intl';
import { getPathname } from '@/i18n/navigation';
import { DEFAULT_AFTER_SIGN_IN, safeCallbackPath } from '@/lib/callback-url';

/**
 * After signing in, a full navigation: the client router may hold the page's earlier
 * "not signed in" redirect, and every server component must see the new session cookie.
 * The target passes the same-origin rule again here, whoever supplied it.
 */
export function useEnterApp() {
  const locale = useLocale();
  return (callbackUrl: string) => window.location.assign(getPathname({ href: safeCallbackPath(callbackUrl, DEFAULT_AFTER_SIGN_IN), locale }));
}
