'use client';

import { useLocale } from 'next-intl';
import { getPathname } from '@/i18n/navigation';

/**
 * After signing in, a full navigation: the client router may hold the page's earlier
 * "not signed in" redirect, and every server component must see the new session cookie.
 */
export function useEnterApp() {
  const locale = useLocale();
  return (callbackUrl: string) => window.location.assign(getPathname({ href: callbackUrl, locale }));
}
