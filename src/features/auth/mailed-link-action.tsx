'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/features/forms/api-problem';

type State = 'idle' | 'sending' | 'done' | 'invalid' | 'network';

/**
 * The screen of a mailed link that does one thing (stop a reminder, keep an account): opening the
 * link only shows it, and the button does the thing, so mail scanners that fetch links do nothing.
 */
export function MailedLinkAction({ namespace, act }: { namespace: 'ReminderUnsubscribe' | 'KeepAccount'; act: () => Promise<unknown> }) {
  const t = useTranslations(namespace);
  const [state, setState] = useState<State>('idle');
  const send = async () => {
    setState('sending');
    try {
      await act();
      setState('done');
    } catch (caught) {
      setState(problemMessage<State>(caught, { otherwise: 'invalid', unanswered: 'network' }));
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      {state === 'done' ? (
        <Alert tone="success">{t('done')}</Alert>
      ) : (
        <>
          <p className="text-slate-700">{t('intro')}</p>
          {state === 'invalid' ? <Alert tone="error">{t('invalid')}</Alert> : null}
          {state === 'network' ? <Alert tone="error">{t('network')}</Alert> : null}
          <Button onClick={() => void send()} disabled={state === 'sending'} className="self-start">
            {state === 'sending' ? t('sending') : t('confirm')}
          </Button>
        </>
      )}
    </div>
  );
}
