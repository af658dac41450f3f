import { headers } from 'next/headers';
import type { Session } from 'next-auth';
import { cache } from 'react';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getSession } from '@/server/auth/session';

/**
 * The signed-in person, or the sign-in page with this page as its callback. Once per request: the
 * group's layout and a page that needs the person share one answer.
 */
export const signedInSession = cache(async (locale: Locale): Promise<Session> => {
  const session = await getSession();
  if (session) return session;
  // The proxy passes the requested path and query; a locale prefix is not part of the callback.
  const requested = await headers();
  const pathname = requested.get('x-pathname') ?? '/';
  const callbackUrl = `${pathname.replace(new RegExp(`^/${locale}(?=/|$)`), '') || '/'}${requested.get('x-search') ?? ''}`;
  return redirect({ href: { pathname: '/login', query: { error: 'SessionRequired', callbackUrl } }, locale });
});
