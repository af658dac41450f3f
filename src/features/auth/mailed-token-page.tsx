import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';

/** The frame of a page opened from a mailed link: the link's token, or the "invalid link" message. */
export async function MailedTokenPage({ token, children }: { token: unknown; children: (token: string) => ReactNode }) {
  const t = await getTranslations('AuthErrors');
  return (
    <div className="mx-auto w-full max-w-md rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      {typeof token === 'string' && token ? children(token) : <Alert tone="error">{t('VerificationFailed')}</Alert>}
    </div>
  );
}
