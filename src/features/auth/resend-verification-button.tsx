'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { callApi } from '@/features/api/client';
import { resendVerification } from '@/features/api/routes/auth/resend-verification';
import { problemMessage } from '@/features/forms/api-problem';
import { useAuthErrorMessage } from './use-auth-error-message';

/** Shown after "Please verify your email": mails a fresh link to the address typed in the form. */
export function ResendVerificationButton({ email }: { email: () => string }) {
  const t = useTranslations('Login');
  const locale = useLocale();
  const authError = useAuthErrorMessage();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | string>('idle');

  const resend = async () => {
    setState('sending');
    try {
      await callApi(resendVerification, { body: { email: email(), locale } });
      setState('sent');
    } catch (caught) {
      setState(problemMessage(caught, { cases: [{ status: 429, message: 'TooManyAttempts' }], otherwise: 'Default', unanswered: 'NetworkError' }));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={() => void resend()} disabled={state === 'sending'}>
        {t('resendVerification')}
      </Button>
      {state === 'sent' ? <Alert tone="success">{t('verificationResent')}</Alert> : null}
      {state !== 'idle' && state !== 'sending' && state !== 'sent' ? <Alert tone="error">{authError(state)}</Alert> : null}
    </div>
  );
}
