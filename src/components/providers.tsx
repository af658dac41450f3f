'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from 'next-auth';
import { SessionProvider } from '@/features/auth/session-client';
import { ThemeProvider } from 'next-themes';
import { useState, type ReactNode } from 'react';
import { CurrentAccountProvider } from '@/features/accounts/current-account';
import { SessionWatcher } from '@/features/auth/session-watcher';
import { NotificationsProvider } from '@/features/notifications/notifications';

/** Where the chosen colour mode (light, dark, system) is kept in the browser. */
export const COLOUR_MODE_STORAGE_KEY = 'colour-mode';

/**
 * `sessionRefetchSeconds`: SPEC §9 polling, the access token lifetime minus 60 s (at least 60 s).
 * The session is also refetched when the window becomes visible and, through the session client's
 * broadcast (`session-client.tsx`), when another tab signs in or out; polling pauses while offline.
 */
export function Providers({
  session,
  sessionRefetchSeconds = 0,
  nonce,
  children,
}: {
  session: Session | null;
  sessionRefetchSeconds?: number;
  /** The page's CSP nonce (decision 0017), for next-themes' inline script. */
  nonce?: string;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }));
  return (
    // next-themes sets the class before the first paint (an inline script): no flash of the wrong mode.
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange storageKey={COLOUR_MODE_STORAGE_KEY} nonce={nonce}>
      <SessionProvider session={session} refetchOnWindowFocus refetchInterval={sessionRefetchSeconds} refetchWhenOffline={false}>
        <SessionWatcher />
        <QueryClientProvider client={queryClient}>
          <NotificationsProvider>
            <CurrentAccountProvider>{children}</CurrentAccountProvider>
          </NotificationsProvider>
        </QueryClientProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
