'use client';

import { useTranslations } from 'next-intl';

/** Brand names stay as they are; the coalition's own sign-in is named in the page's language. */
export function useProviderName() {
  const t = useTranslations('Login');
  return (id: string, name: string): string => (id === 'adfs' ? t('providerAdfs') : name);
}
