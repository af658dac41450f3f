import { setRequestLocale } from 'next-intl/server';
import { CoalitionDashboard } from '@/features/coalition/coalition-dashboard';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getSession } from '@/server/auth/session';
import { pageTitle } from '@/i18n/page-title';

export const generateMetadata = pageTitle('Coalition');

/** The coalition dashboard: signed in to reach it; the API decides whether it shows anything. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await getSession())) {
    return redirect({ href: { pathname: '/login', query: { error: 'SessionRequired', callbackUrl: '/coalition' } }, locale });
  }
  return <CoalitionDashboard />;
}
