import { logClientError } from '@/features/api/routes/shell/log-client-error';
import type { ClientError } from '@/lib/schemas/log-error';

type Source = NonNullable<ClientError['errorInfo']>['source'];

function describe(error: unknown): ClientError['error'] {
  if (error instanceof Error) {
    const digest = (error as Error & { digest?: string }).digest;
    return {
      name: error.name.slice(0, 200),
      message: error.message.slice(0, 2_000) || '(no message)',
      stack: error.stack?.slice(0, 10_000),
      ...(digest ? { digest } : {}),
    };
  }
  return String(error ?? 'unknown').slice(0, 2_000) || 'unknown';
}

/**
 * Sends a crash to POST /api/logError; a failure to log goes to the console only (SPEC §8). A
 * plain fetch rather than callApi: `keepalive` lets the report outlive a page that is unloading,
 * and the crash path should not depend on the data layer.
 */
export function reportClientError(error: unknown, source: Source, componentStack?: string | null): void {
  const body: ClientError = {
    error: describe(error),
    errorInfo: { source, url: window.location.href.slice(0, 2_000), ...(componentStack ? { componentStack: componentStack.slice(0, 10_000) } : {}) },
  };
  fetch(logClientError.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true })
    .then((response) => {
      if (!response.ok) console.error('Could not log the error', response.status);
    })
    .catch((failure: unknown) => console.error('Could not log the error', failure));
}
