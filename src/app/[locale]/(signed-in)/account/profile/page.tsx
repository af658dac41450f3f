import { setRequestLocale } from 'next-intl/server';
import { ProfilePage } from '@/features/profile/profile-page';
import type { Locale } from '@/i18n/routing';
import { pageTitle } from '@/i18n/page-title';

export const generateMetadata = pageTitle('Profile');

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ProfilePage />;
}
