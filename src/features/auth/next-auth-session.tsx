'use client';

import type { Session } from 'next-auth';
import { SessionProvider, useSession, type SessionContextValue, type SessionProviderProps } from 'next-auth/react';
import { useEffect } from 'react';

export type NextAuthSessionProps = Pick<SessionProviderProps, 'refetchInterval' | 'refetchOnWindowFocus' | 'refetchWhenOffline'> & {
  session: Session | null;
  onChange: (value: SessionContextValue) => void;
};

function ReportSession({ onChange }: { onChange: NextAuthSessionProps['onChange'] }) {
  const value = useSession();
  useEffect(() => onChange(value), [value, onChange]);
  return null;
}

// signIn and the rest come through this module too: one lazy chunk holds next-auth/react, where
// two dynamic imports of it would each get a copy.
export { getProviders, getSession, signIn, signOut } from 'next-auth/react';

/** next-auth's provider, loaded after hydration by ./session.tsx, which hands its session to the page. */
export function NextAuthSession({ onChange, ...props }: NextAuthSessionProps) {
  return (
    <SessionProvider {...props}>
      <ReportSession onChange={onChange} />
    </SessionProvider>
  );
}
