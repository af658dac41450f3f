'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { useState, type ReactNode } from 'react';
import { CurrentAccountProvider } from '@/features/accounts/current-account';
import { NotificationsProvider } from '@/features/notifications/notifications';

export function Providers({ session, children }: { session: Session | null; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }));
  return (
    <SessionProvider session={session} refetchOnWindowFocus>
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <CurrentAccountProvider>{children}</CurrentAccountProvider>
        </NotificationsProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
