import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import type { TitledNamespace } from '@/i18n/page-title';
import type { Locale } from '@/i18n/routing';

type MailedTokenNamespace = Extract<
  TitledNamespace,
  'ResetPassword' | 'VerifyEmail' | 'ConfirmEmailChange' | 'UndoEmailChange' | 'ReminderUnsubscribe' | 'KeepAccount'
>;

/**
 * The frame of a page opened from a mailed link: the link's token, or the "invalid link" message
 * under the page's heading (its `namespace`'s title), so the page still says where it is.
 */
export async function MailedTokenPage({
  token,
  namespace,
  children,
}: {
  token: unknown;
  namespace: MailedTokenNamespace;
  children: (token: string) => ReactNode;
}) {
  const t = await getTranslations('AuthErrors');
  const title = await getTranslations(namespace);
  return (
    <div className="mx-auto w-full max-w-md rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      {typeof token === 'string' && token ? (
        children(token)
      ) : (
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold">{title('title')}</h1>
          <Alert tone="error">{t('VerificationFailed')}</Alert>
        </div>
      )}
    </div>
  );
}

type MailedLinkProps = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The page of a mailed link (`?token=…`), in the link's language: `render` shows what the valid token opens. */
export function mailedTokenRoute(namespace: MailedTokenNamespace, render: (token: string) => ReactNode) {
  return async function MailedTokenRoute({ params, searchParams }: MailedLinkProps) {
    const { locale } = await params;
    setRequestLocale(locale);
    const { token } = await searchParams;
    return (
      <MailedTokenPage token={token} namespace={namespace}>
        {render}
      </MailedTokenPage>
    );
  };
}
