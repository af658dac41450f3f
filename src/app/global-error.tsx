'use client';

import { useEffect } from 'react';
import en from '../../messages/en-US.json';
import es from '../../messages/es-ES.json';
import { reportClientError } from '@/features/shell/report-client-error';
import './globals.css';

/**
 * The error page, when even the layout failed: no providers here, so the texts come straight
 * from the message files. Its link goes home with a full load.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportClientError(error, 'global-error'), [error]);
  const spanish = typeof window !== 'undefined' && window.location.pathname.startsWith('/es-ES');
  const t = (spanish ? es : en).Errors;
  return (
    <html lang={spanish ? 'es-ES' : 'en-US'}>
      <body className="flex min-h-screen items-center justify-center p-4">
        <main className="flex max-w-md flex-col items-start gap-4">
          <h1 className="text-3xl font-bold">{t.pageTitle}</h1>
          <p>{t.unexpectedError}</p>
          <a href={spanish ? '/es-ES' : '/'} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
            {t.returnHome}
          </a>
        </main>
      </body>
    </html>
  );
}
