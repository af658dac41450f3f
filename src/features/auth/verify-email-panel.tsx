'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { callApi } from '@/features/api/client';
import { verifyEmail } from '@/features/api/routes/auth/verify-email';
import { problemMessage } from '@/features/forms/api-problem';
import { useAuthErrorMessage } from './use-auth-error-message';

/**
 * SPEC §2 Email verification: the link only opens this screen; the token is spent when the
 * person presses Continue, so a mail scanner that fetches links cannot use it up.
 */
export function VerifyEmailPanel({ token }: { token: string }) {
  const t = useTranslations('VerifyEmail');
  const authError = useAuthErrorMessage();
  const [state, setState] = useState<'idle' | 'verifying' | 'verified' | 'alreadyVerified' | { error: string }>('idle');

  const verify = async () => {
    setState('verifying');
    try {
      const { status } = await callApi(verifyEmail, { body: { token } });
      setState(status === 'AlreadyVerified' ? 'alreadyVerified' : 'verified');
    } catch (caught) {
      setState({ error: problemMessage(caught, { otherwise: 'VerificationFailed', unanswered: 'NetworkError' }) });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      {state === 'verified' || state === 'alreadyVerified' ? (
        <>
          <Alert tone="success">{state === 'verified' ? t('success') : t('alreadyVerified')}</Alert>
          <Link href="/login" className="self-start font-medium text-brand-800 underline">
            {t('goToLogin')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-slate-700">{t('intro')}</p>
          {typeof state === 'object' ? <Alert tone="error">{authError(state.error)}</Alert> : null}
          <Button onClick={() => void verify()} disabled={state === 'verifying'} className="self-start">
            {state === 'verifying' ? t('verifying') : t('continue')}
          </Button>
        </>
      )}
    </div>
  );
}
