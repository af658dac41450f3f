import { setRequestLocale } from 'next-intl/server';
import { CoalitionDashboard } from '@/features/coalition/coalition-dashboard';
import type { Locale } from '@/i18n/routing';
import { pageTitle } from '@/i18n/page-title';

export const generateMetadata = pageTitle('Coalition');

/** The coalition dashboard: signed in to reach it (the group's layout); the API decides whether it shows anything. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CoalitionDashboard />;
}
