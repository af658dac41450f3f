'use client';

import { useEffect, useState } from 'react';
import { reportClientError } from '@/features/shell/report-client-error';
import './globals.css';

type ErrorTexts = (typeof import('../../messages/en-US.json'))['Errors'];

/**
 * The error page, when even the layout failed: no providers here, so the texts come straight
 * from the message files. They are imported when the page is shown, not with every page: this
 * component is part of each first load, and both message files are about 10 kB gzip.
 * Its link goes home with a full load.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportClientError(error, 'global-error'), [error]);
  const spanish = typeof window !== 'undefined' && window.location.pathname.startsWith('/es-ES');
  const [t, setT] = useState<ErrorTexts>();
  useEffect(() => {
    let shown = true;
    (spanish ? import('../../messages/es-ES.json') : import('../../messages/en-US.json')).then(
      (messages) => shown && setT(messages.default.Errors),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [spanish]);
  return (
    <html lang={spanish ? 'es-ES' : 'en-US'}>
      <body className="flex min-h-screen items-center justify-center p-4">
        <main className="flex max-w-md flex-col items-start gap-4" aria-busy={!t}>
          {t ? (
            <>
              <h1 className="text-3xl font-bold">{t.pageTitle}</h1>
              <p>{t.unexpectedError}</p>
              <a href={spanish ? '/es-ES' : '/'} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
                {t.returnHome}
              </a>
            </>
          ) : null}
        </main>
      </body>
    </html>
  );
}
