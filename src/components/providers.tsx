'use client';

import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from 'next-auth';
import { SessionProvider } from '@/features/auth/session';
import { ThemeProvider } from 'next-themes';
import { useState, type ReactNode } from 'react';
import { CurrentAccountProvider } from '@/features/accounts/current-account';
import { SessionWatcher } from '@/features/auth/session-watcher';
import { NotificationsProvider } from '@/features/notifications/notifications';

/**
 * A page's first Intl.PluralRules, NumberFormat and DateTimeFormat load the locale's data from ICU,
 * the costliest part of any one component's render in the dashboard's profile (TBT).
 * Made once each in tasks of their own while the page's scripts start, the renders that format
 * counts, weights and dates find the data loaded and stay short.
 */
function loadIntlData() {
  const locale = document.documentElement.lang || undefined;
  const first: Array<() => unknown> = [
    () => new Intl.PluralRules(locale),
    () => new Intl.NumberFormat(locale),
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
  ];
  for (const make of first) setTimeout(make, 0);
}
if (typeof window !== 'undefined') loadIntlData();

/**
 * React Query assumes it starts online and learns otherwise only from `offline` events. A page
 * opened offline (from the service worker) gets none: its reads fail instead of waiting, and the
 * `online` event that follows changes nothing (online already), so nothing is fetched again until
 * a reload. Starting from the browser's own answer, reads wait while offline and are sent, with
 * every stale or failed query refetched, when the connection is back.
 */
if (typeof window !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** Where the chosen colour mode (light, dark, system) is kept in the browser. */
export const COLOUR_MODE_STORAGE_KEY = 'colour-mode';

/**
 * `sessionRefetchSeconds`: SPEC §9 polling, the access token lifetime minus 60 s (at least 60 s).
 * The session is also refetched when the window becomes visible and, through next-auth's
 * broadcast, when another tab signs in or out; polling pauses while offline (`features/auth/session.tsx`).
 */
export function Providers({
  session,
  sessionRefetchSeconds = 0,
  nonce,
  children,
}: {
  session: Session | null;
  sessionRefetchSeconds?: number;
  /** The page's CSP nonce, for next-themes' inline script. */
  nonce?: string;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }));
  return (
    // next-themes sets the class before the first paint (an inline script): no flash of the wrong mode.
    // No `disableTransitionOnChange`: next-themes would also apply it on mount, adding a style to the
    // whole document and forcing a style recalculation inside hydration's commit (TBT);
    // the colour-mode switch suspends transitions itself when a person changes the mode.
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey={COLOUR_MODE_STORAGE_KEY} nonce={nonce}>
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
