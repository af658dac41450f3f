import { setRequestLocale } from 'next-intl/server';
import { EmailChangePanel } from '@/features/auth/email-change-panel';
import { MailedTokenPage } from '@/features/auth/mailed-token-page';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Opened from the link mailed to a new email address: confirms it as the account's email. */
export default async function ConfirmEmailChangePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  return <MailedTokenPage token={token}>{(valid) => <EmailChangePanel token={valid} kind="confirm" />}</MailedTokenPage>;
}
