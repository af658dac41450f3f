'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApiSession } from '@/features/api/use-api-session';
import { useUserDetails } from '@/features/api/users';
import { CURRENT_ACCOUNT_STORAGE_KEY, selectAfterRefresh, selectInitialAccount, sortAccounts } from '@/lib/accounts/select-account';
import type { Account } from '@/lib/schemas/accounts';
import type { UserDetails } from '@/lib/schemas/users';

type CurrentAccountApi = {
  /** The selected account, or null while loading or signed out. */
  currentAccount: Account | null;
  /** The user's active accounts, Personal first then organisations by name. */
  accounts: Account[];
  user: UserDetails | null;
  isLoading: boolean;
  setCurrentAccount: (accountId: string) => void;
};

const CurrentAccountContext = createContext<CurrentAccountApi | null>(null);

function readStored(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(CURRENT_ACCOUNT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStored(accountId: string | null): void {
  try {
    if (accountId) window.localStorage.setItem(CURRENT_ACCOUNT_STORAGE_KEY, accountId);
    else window.localStorage.removeItem(CURRENT_ACCOUNT_STORAGE_KEY);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

/** Loads the user (GET /api/User/{id}) and keeps the current account by the rules of SPEC §4. */
export function CurrentAccountProvider({ children }: { children: ReactNode }) {
  const { status } = useApiSession();
  const query = useUserDetails();
  // Read once on the client: the first load prefers the stored last account (SPEC §4).
  const [currentAccountId, setCurrentAccountId] = useState<string | null>(readStored);
  const [loaded, setLoaded] = useState(false);
  const accounts = useMemo(() => sortAccounts(query.data?.accounts ?? []), [query.data]);

  // Adjusting state while rendering (not in an effect): first load picks stored/primary/first,
  // each refresh keeps the current account if it is still there, else primary/first.
  if (query.data) {
    const next = (loaded ? selectAfterRefresh(accounts, currentAccountId) : selectInitialAccount(accounts, currentAccountId))?.accountId ?? null;
    if (!loaded) setLoaded(true);
    if (next !== currentAccountId) setCurrentAccountId(next);
  }
  if (status === 'unauthenticated' && (loaded || currentAccountId !== null)) {
    setLoaded(false);
    setCurrentAccountId(null);
  }

  // SPEC §3: the stored choice is removed on sign-out.
  useEffect(() => {
    if (status === 'unauthenticated') writeStored(null);
  }, [status]);

  const setCurrentAccount = useCallback((accountId: string) => {
    setCurrentAccountId(accountId);
    writeStored(accountId);
  }, []);

  const api = useMemo<CurrentAccountApi>(
    () => ({
      currentAccount: accounts.find((a) => a.accountId === currentAccountId) ?? null,
      accounts,
      user: query.data ?? null,
      // Also while the session itself loads: pages must not flash 'Access Denied'.
      isLoading: status === 'loading' || (status === 'authenticated' && !query.data && !query.isError),
      setCurrentAccount,
    }),
    [accounts, currentAccountId, query.data, query.isError, status, setCurrentAccount],
  );
  return <CurrentAccountContext.Provider value={api}>{children}</CurrentAccountContext.Provider>;
}

/** The current account and the user's accounts; use inside CurrentAccountProvider (in Providers). */
export function useCurrentAccount(): CurrentAccountApi {
  const api = useContext(CurrentAccountContext);
  if (!api) throw new Error('useCurrentAccount must be used inside CurrentAccountProvider');
  return api;
}
