import { Alert } from '@/components/ui/alert';
import { VerifyEmailPanel } from '@/features/auth/verify-email-panel';
import type { Locale } from '@/i18n/routing';
import { getTranslations, setRequestLocale } from 'next-intl/server';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function VerifyEmailPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const t = await getTranslations('AuthErrors');
  return (
    <div className="mx-auto w-full max-w-md rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      {typeof token === 'string' && token ? <VerifyEmailPanel token={token} /> : <Alert tone="error">{t('VerificationFailed')}</Alert>}
    </div>
  );
}
