import { setRequestLocale } from 'next-intl/server';
import { MailedTokenPage } from '@/features/auth/mailed-token-page';
import { VerifyEmailPanel } from '@/features/auth/verify-email-panel';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function VerifyEmailPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  return <MailedTokenPage token={token}>{(valid) => <VerifyEmailPanel token={valid} />}</MailedTokenPage>;
}
