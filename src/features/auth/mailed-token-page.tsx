import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import type { Locale } from '@/i18n/routing';

/** The frame of a page opened from a mailed link: the link's token, or the "invalid link" message. */
export async function MailedTokenPage({ token, children }: { token: unknown; children: (token: string) => ReactNode }) {
  const t = await getTranslations('AuthErrors');
  return (
    <div className="mx-auto w-full max-w-md rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      {typeof token === 'string' && token ? children(token) : <Alert tone="error">{t('VerificationFailed')}</Alert>}
    </div>
  );
}

type MailedLinkProps = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The page of a mailed link (`?token=…`), in the link's language: `render` shows what the valid token opens. */
export function mailedTokenRoute(render: (token: string) => ReactNode) {
  return async function MailedTokenRoute({ params, searchParams }: MailedLinkProps) {
    const { locale } = await params;
    setRequestLocale(locale);
    const { token } = await searchParams;
    return <MailedTokenPage token={token}>{render}</MailedTokenPage>;
  };
}
