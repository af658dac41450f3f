import { setRequestLocale } from 'next-intl/server';
import { EmailChangePanel } from '@/features/auth/email-change-panel';
import { MailedTokenPage } from '@/features/auth/mailed-token-page';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Opened from the notice mailed to the old address of an email change: restores it. */
export default async function UndoEmailChangePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  return <MailedTokenPage token={token}>{(valid) => <EmailChangePanel token={valid} kind="undo" />}</MailedTokenPage>;
}
