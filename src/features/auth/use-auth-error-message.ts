'use client';

import { useTranslations } from 'next-intl';

type AuthErrorKey = Parameters<ReturnType<typeof useTranslations<'AuthErrors'>>>[0];

/** Sign-in errors arrive as codes (next-auth's `error` parameter); unknown ones read "Something went wrong". */
export function useAuthErrorMessage() {
  const t = useTranslations('AuthErrors');
  return (code: string): string => (t.has(code as AuthErrorKey) ? t(code as AuthErrorKey) : t('Default'));
}
