import { setRequestLocale } from 'next-intl/server';
import { MailedTokenPage } from '@/features/auth/mailed-token-page';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  return <MailedTokenPage token={token}>{(valid) => <ResetPasswordForm token={valid} />}</MailedTokenPage>;
}
