import { setRequestLocale } from 'next-intl/server';
import { ForgotPasswordForm } from '@/features/auth/forgot-password-form';
import type { Locale } from '@/i18n/routing';
import { pageTitle } from '@/i18n/page-title';

export const generateMetadata = pageTitle('ForgotPassword');

export default async function ForgotPasswordPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <div className="mx-auto w-full max-w-md rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <ForgotPasswordForm />
    </div>
  );
}
