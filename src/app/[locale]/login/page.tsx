import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginForm } from '@/features/auth/login-form';
import { ProviderButtons } from '@/features/auth/provider-buttons';
import { RegisterForm } from '@/features/auth/register-form';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { DEFAULT_AFTER_SIGN_IN, safeCallbackPath } from '@/lib/callback-url';
import { getSession, isAccountLinkingRequired } from '@/server/auth/session';
import { pageTitle } from '@/i18n/page-title';

export const generateMetadata = pageTitle('Login');

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  // The one same-origin rule: a hostile or malformed target lands on the default.
  const callbackUrl = safeCallbackPath(query.callbackUrl, DEFAULT_AFTER_SIGN_IN);
  if (await getSession()) redirect({ href: callbackUrl, locale });
  const t = await getTranslations('Login');
  const linking = await isAccountLinkingRequired();
  const error = linking ? 'AccountLinkingRequired' : typeof query.error === 'string' ? query.error : undefined;
  const errorProvider = typeof query.provider === 'string' ? query.provider : undefined;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
          <LoginForm callbackUrl={callbackUrl} initialError={error} errorProvider={errorProvider} />
          <ProviderButtons callbackUrl={callbackUrl} providersFailed={error === 'ProvidersUnavailable'} />
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
          <RegisterForm />
        </div>
      </div>
    </div>
  );
}
