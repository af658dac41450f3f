'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { useEmailChangeLink } from '@/features/api/email-change-links';
import { problemMessage } from '@/features/forms/api-problem';
import { useAuthErrorMessage } from './use-auth-error-message';

type Failure = 'VerificationFailed' | 'NetworkError' | 'taken';
type State = 'idle' | 'sending' | { email: string } | { error: Failure };

/**
 * The screens of the two links an email change mails (finding 2): the new address confirms, the
 * old one restores itself. As with email verification, opening the link only shows this screen;
 * the token is spent when the person presses the button, so mail scanners cannot use it up.
 */
export function EmailChangePanel({ token, kind }: { token: string; kind: 'confirm' | 'undo' }) {
  const tc = useTranslations('ConfirmEmailChange');
  const tu = useTranslations('UndoEmailChange');
  const authError = useAuthErrorMessage();
  const spendLink = useEmailChangeLink(kind);
  const [state, setState] = useState<State>('idle');

  const send = async () => {
    setState('sending');
    try {
      const result = await spendLink(token);
      setState({ email: result.email });
    } catch (caught) {
      setState({
        error: problemMessage<Failure>(caught, { cases: [{ status: 409, message: 'taken' }], otherwise: 'VerificationFailed', unanswered: 'NetworkError' }),
      });
    }
  };

  const title = kind === 'confirm' ? tc('title') : tu('title');
  const errorText = (error: Failure) => (error === 'taken' ? (kind === 'confirm' ? tc('taken') : tu('taken')) : authError(error));

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      {typeof state === 'object' && 'email' in state ? (
        <>
          <Alert tone="success">{kind === 'confirm' ? tc('success', { email: state.email }) : tu('success', { email: state.email })}</Alert>
          {kind === 'confirm' ? (
            <Link href="/account/profile" className="self-start font-medium text-brand-800 underline">
              {tc('goToProfile')}
            </Link>
          ) : (
            <Link href="/forgot-password" className="self-start font-medium text-brand-800 underline">
              {tu('resetPassword')}
            </Link>
          )}
        </>
      ) : (
        <>
          <p className="text-slate-700">{kind === 'confirm' ? tc('intro') : tu('intro')}</p>
          {typeof state === 'object' ? <Alert tone="error">{errorText(state.error)}</Alert> : null}
          <Button onClick={() => void send()} disabled={state === 'sending'} className="self-start">
            {kind === 'confirm' ? (state === 'sending' ? tc('confirming') : tc('continue')) : state === 'sending' ? tu('restoring') : tu('restore')}
          </Button>
        </>
      )}
    </div>
  );
}
