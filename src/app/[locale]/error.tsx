'use client';

import { useEffect } from 'react';
import { CrashOverlay } from '@/features/shell/crash-overlay';
import { reportClientError } from '@/features/shell/report-client-error';

/**
 * A page crashed (while rendering on the server or in the browser): report it and show the
 * 'Oh no' overlay. Crashes in the header or footer meet the same overlay through CrashBoundary.
 */
export default function PageCrash({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportClientError(error, 'boundary'), [error]);
  return <CrashOverlay />;
}
