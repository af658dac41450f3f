import { setRequestLocale } from 'next-intl/server';
import { OrgManagement } from '@/features/organizations/org-management';
import type { Locale } from '@/i18n/routing';
import { pageTitle } from '@/i18n/page-title';

export const generateMetadata = pageTitle('OrgManagement');

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <OrgManagement />;
}
