'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { ThemeProvider } from 'next-themes';
import { useState, type ReactNode } from 'react';
import { CurrentAccountProvider } from '@/features/accounts/current-account';
import { NotificationsProvider } from '@/features/notifications/notifications';

/** Where the chosen colour mode (light, dark, system) is kept in the browser. */
export const COLOUR_MODE_STORAGE_KEY = 'colour-mode';

export function Providers({ session, children }: { session: Session | null; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }));
  return (
    // next-themes sets the class before the first paint (an inline script): no flash of the wrong mode.
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange storageKey={COLOUR_MODE_STORAGE_KEY}>
      <SessionProvider session={session} refetchOnWindowFocus>
        <QueryClientProvider client={queryClient}>
          <NotificationsProvider>
            <CurrentAccountProvider>{children}</CurrentAccountProvider>
          </NotificationsProvider>
        </QueryClientProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
