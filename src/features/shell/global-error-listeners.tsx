'use client';

import { useEffect } from 'react';
import { reportClientError } from './report-client-error';

/** Errors outside React's reach (timers, handlers) and promises nobody awaited also reach the server log. */
export function GlobalErrorListeners() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reportClientError(event.error ?? event.message, 'window-error');
    const onRejection = (event: PromiseRejectionEvent) => reportClientError(event.reason, 'unhandled-rejection');
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
