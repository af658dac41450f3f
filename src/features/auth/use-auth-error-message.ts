'use client';

import { useTranslations } from 'next-intl';

type AuthErrorKey = Parameters<ReturnType<typeof useTranslations<'AuthErrors'>>>[0];

/** next-auth's OAuth failure codes, shown as "{provider} sign-in failed" (SPEC §8). */
const PROVIDER_FAILURES = new Set(['OAuthSignin', 'OAuthCallback', 'OAuthCreateAccount', 'Callback', 'AccessDenied']);

/** Sign-in errors arrive as codes (next-auth's `error` parameter); unknown ones read "Something went wrong". */
export function useAuthErrorMessage() {
  const t = useTranslations('AuthErrors');
  return (code: string, provider?: string): string => {
    if (PROVIDER_FAILURES.has(code)) return t('ProviderSignInFailed', { provider: provider ?? 'OAuth' });
    return t.has(code as AuthErrorKey) && code !== 'ProviderSignInFailed' ? t(code as AuthErrorKey) : t('Default');
  };
}
