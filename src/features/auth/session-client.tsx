'use client';

import type { Session } from 'next-auth';
import type { ClientSafeProvider, SignInResponse, SignOutResponse } from 'next-auth/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SESSION_MARK_COOKIE, sessionMarkIn, sessionMarkValue } from '@/lib/offline/session-mark';

/**
 * The browser's side of next-auth, in place of `next-auth/react`: the same calls
 * under /api/auth with the same bodies (SPEC §7) and the same session rules (SPEC §9), without
 * its Babel runtime and server-side branches (~9 kB gzip on every page). It follows next-auth
 * 4.24's client: the session is refetched on a timer, when the tab becomes visible, and when
 * another tab signs in or out (the `nextauth.message` storage key); errors go to /api/auth/_log.
 */

const BASE_PATH = '/api/auth';
const BROADCAST_KEY = 'nextauth.message';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';
export type SessionContextValue = {
  data: Session | null;
  status: SessionStatus;
  /** POST /api/auth/session with csrfToken and data; the new session, or null. */
  update: (data?: unknown) => Promise<Session | null | undefined>;
};
export type { ClientSafeProvider, SignInResponse };

type RefreshEvent = 'storage' | 'visibilitychange' | 'poll';

/** Shared by the provider and the functions below, as next-auth's `__NEXTAUTH` object is. */
const state: {
  lastSync: number;
  session: Session | null | undefined;
  refresh: (event?: RefreshEvent) => Promise<void>;
  show: (session: Session | null) => void;
} = {
  lastSync: 0,
  session: undefined,
  refresh: async () => undefined,
  show: () => undefined,
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** next-auth's client logger: the console, then a beacon to /api/auth/_log with level and code. */
function logError(code: string, metadata: { url?: string; error: unknown }) {
  console.error(`[next-auth][error][${code}]`, metadata);
  const message =
    metadata.error instanceof Error ? metadata.error.message : String((metadata.error as { message?: unknown } | null)?.message ?? metadata.error);
  const body = new URLSearchParams({ level: 'error', code, message, ...(metadata.url ? { url: metadata.url } : {}), client: 'true' });
  try {
    if (navigator.sendBeacon) navigator.sendBeacon(`${BASE_PATH}/_log`, body);
    else void fetch(`${BASE_PATH}/_log`, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // logging must never break the page
  }
}

/** fetch rejects with a TypeError only when no answer came (offline, connection refused). */
const isNoAnswer = (error: unknown) => error instanceof TypeError;

/** GET (or POST with a JSON body) under /api/auth; an empty object or a failure gives null. */
async function fetchAuth<T>(path: string, body?: unknown, { rethrowNetworkError = false } = {}): Promise<T | null> {
  const url = `${BASE_PATH}/${path}`;
  try {
    const init: RequestInit = { headers: { 'Content-Type': 'application/json' } };
    if (body !== undefined) Object.assign(init, { method: 'POST', body: JSON.stringify(body) });
    const response = await fetch(url, init);
    const data = (await response.json()) as T & object;
    if (!response.ok) throw data;
    return Object.keys(data).length > 0 ? data : null;
  } catch (error) {
    logError('CLIENT_FETCH_ERROR', { error, url });
    if (rethrowNetworkError && isNoAnswer(error)) throw error;
    return null;
  }
}

/**
 * Keeps the session mark in step with the server's answer about the session: the
 * person and the session's end time, with the same expiry as the session cookie the answer set,
 * so that clearing cookies or the session's end removes both. Only answers of /api/auth/session
 * write it: a page opened from the worker's copy carries an old session, and must not bring back
 * a mark the browser has dropped.
 */
function keepSessionMark(session: Session | null): void {
  const personId = session?.user?.id;
  const endsAt = session?.expires ? Date.parse(session.expires) : NaN;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = personId && Number.isFinite(endsAt) ? sessionMarkValue(personId, endsAt) : '';
  const expires = value ? new Date(endsAt).toUTCString() : new Date(0).toUTCString();
  document.cookie = `${SESSION_MARK_COOKIE}=${value}; Path=/; Expires=${expires}; SameSite=Strict${secure}`;
}

/** GET (or POST with data) /api/auth/session; its answer also sets the session mark. */
async function fetchSession(body?: unknown, options?: { rethrowNetworkError: boolean }): Promise<Session | null> {
  const session = await fetchAuth<Session>('session', body, options);
  keepSessionMark(session);
  return session;
}

/** Tells the other tabs to refetch the session (they hear it through a storage event). */
export function announceSessionChange(): void {
  broadcast('getSession');
}

/** The person the last page of this browser saw signed in ('' when nobody): ./follow-person.ts. */
export const LAST_PERSON_KEY = 'cwt.lastSessionPerson';

/**
 * A sign-in or sign-out of this tab records its person before it tells the other tabs, so that no
 * page of this browser announces the same change a second time (one refetch per tab, SPEC §4).
 */
function rememberPerson(person: string): void {
  try {
    window.localStorage.setItem(LAST_PERSON_KEY, person);
  } catch {
    // storage disabled: other tabs catch up on their next refetch
  }
}

/** Other tabs hear of a sign-in, sign-out or session fetch through a storage event. */
function broadcast(trigger: 'signout' | 'getSession') {
  try {
    window.localStorage.setItem(BROADCAST_KEY, JSON.stringify({ event: 'session', data: { trigger }, timestamp: nowSeconds() }));
  } catch {
    // storage disabled: other tabs catch up on their next refetch
  }
}

/**
 * The provider's refetch (next-auth's getSession). A request that got no answer (the connection
 * dropped, offline) throws rather than answering null, so the provider keeps the session it has:
 * a lost connection is not a sign-out, and must not send a page offline to the sign-in page.
 */
async function refetchSession({ broadcast: tell }: { broadcast: boolean }): Promise<Session | null> {
  const session = await fetchSession(undefined, { rethrowNetworkError: true });
  if (tell) broadcast('getSession');
  return session;
}

/**
 * On reconnection, before the offline queue is sent: the session now, with an
 * access token the server refreshed if it expired offline; the provider shows it. Rejects, and
 * changes nothing, while there is still no connection.
 */
export async function refreshSessionNow(): Promise<Session | null> {
  return adoptSession(await fetchSession(undefined, { rethrowNetworkError: true }));
}

/** Makes `session` this tab's session, as a fresh sync, and renders it. */
function adoptSession(session: Session | null): Session | null {
  state.lastSync = nowSeconds();
  state.session = session;
  state.show(session);
  return session;
}

/** What this device keeps for the offline dashboard belongs to one person. */
export async function forgetOfflineData(keep: string | null): Promise<void> {
  if (keep === null) keepSessionMark(null);
  await import('@/features/offline/forget').then(({ forgetOfflineData: forget }) => forget(keep)).catch(() => undefined);
}

export async function getCsrfToken(): Promise<string | undefined> {
  return (await fetchAuth<{ csrfToken: string }>('csrf'))?.csrfToken;
}

export function getProviders(): Promise<Record<string, ClientSafeProvider> | null> {
  return fetchAuth<Record<string, ClientSafeProvider>>('providers');
}

function go(url: string) {
  window.location.href = url;
  if (url.includes('#')) window.location.reload();
}

type SignInOptions = Record<string, unknown> & { callbackUrl?: string; redirect?: boolean };

/**
 * POST callback/{provider} (credentials) or signin/{provider} with csrfToken, callbackUrl and
 * json. Credentials without redirect answer here; other providers go to the URL returned.
 */
export async function signIn(provider: string, options: SignInOptions = {}): Promise<SignInResponse | undefined> {
  const { callbackUrl = window.location.href, redirect = true } = options;
  // Without a connection the form says so ("Network error") rather than leaving for next-auth's error page.
  const providers = await fetchAuth<Record<string, ClientSafeProvider>>('providers', undefined, { rethrowNetworkError: true });
  // /api/auth/error and /api/auth/signin are next-auth's routes, not pages of the app.
  if (!providers) {
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.href = `${BASE_PATH}/error`;
    return undefined;
  }
  const chosen = providers[provider];
  if (!chosen) {
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.href = `${BASE_PATH}/signin?${new URLSearchParams({ callbackUrl })}`;
    return undefined;
  }
  const isCredentials = chosen.type === 'credentials';
  const returnsHere = isCredentials || chosen.type === 'email';
  const fields = Object.fromEntries(
    Object.entries({ ...options, csrfToken: await getCsrfToken(), callbackUrl, json: true }).map(([key, value]) => [key, String(value)]),
  );
  const response = await fetch(`${BASE_PATH}/${isCredentials ? 'callback' : 'signin'}/${provider}`, {
    method: 'post',
    headers: FORM,
    body: new URLSearchParams(fields),
  });
  const data = (await response.json()) as { url?: string };
  if (redirect || !returnsHere) {
    go(data.url ?? callbackUrl);
    return undefined;
  }
  const error = new URL(data.url ?? '', window.location.href).searchParams.get('error');
  if (response.ok) {
    const session = await fetchSession();
    const person = session?.user?.id ?? null;
    await forgetOfflineData(person);
    // Recorded before the new person is shown: the session watcher would otherwise find an
    // unknown person and announce this sign-in a second time (two refetches in the other tabs).
    rememberPerson(person ?? '');
    adoptSession(session);
    // SPEC §4: other tabs refetch when this one signs in.
    broadcast('getSession');
  }
  return { error, status: response.status, ok: response.ok, url: error ? null : (data.url ?? null) };
}

/** POST signout with csrfToken, callbackUrl and json; then to the URL returned, or stay (redirect: false). */
export async function signOut(options: { callbackUrl?: string; redirect?: boolean } = {}): Promise<SignOutResponse | undefined> {
  const { callbackUrl = window.location.href } = options;
  const body = new URLSearchParams({ csrfToken: String(await getCsrfToken()), callbackUrl, json: 'true' });
  const response = await fetch(`${BASE_PATH}/signout`, { method: 'post', headers: FORM, body });
  const data = (await response.json()) as SignOutResponse;
  await forgetOfflineData(null);
  rememberPerson('');
  broadcast('signout');
  if (options.redirect ?? true) {
    go(data.url ?? callbackUrl);
    return undefined;
  }
  await state.refresh('storage');
  return data;
}

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

function useOnline(): boolean {
  const [online, setOnline] = useState(typeof navigator !== 'undefined' ? navigator.onLine : false);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

type ProviderProps = {
  /** The server's session (null when signed out); undefined makes the provider fetch it. */
  session?: Session | null;
  /** Seconds between refetches while signed in; 0 turns polling off. */
  refetchInterval?: number;
  refetchOnWindowFocus?: boolean;
  refetchWhenOffline?: false;
  children: ReactNode;
};

export function SessionProvider({ session: initial, refetchInterval = 0, refetchOnWindowFocus = true, refetchWhenOffline, children }: ProviderProps) {
  const hasInitialSession = initial !== undefined;
  const [session, setSession] = useState(() => {
    // As next-auth does: the server's session counts as a fresh sync.
    state.lastSync = hasInitialSession ? nowSeconds() : 0;
    if (hasInitialSession) state.session = initial;
    return initial;
  });
  const [loading, setLoading] = useState(!hasInitialSession);

  useEffect(() => {
    state.show = setSession;
    state.refresh = async (event) => {
      try {
        const storageEvent = event === 'storage';
        // Another tab (or this one's sign-in/out) changed it, or it was never loaded: fetch now.
        if (storageEvent || state.session === undefined) {
          state.lastSync = nowSeconds();
          state.session = await refetchSession({ broadcast: !storageEvent });
          setSession(state.session);
          return;
        }
        // No event, signed out, or synced within this second: nothing to do.
        if (!event || state.session === null || nowSeconds() < state.lastSync) return;
        state.lastSync = nowSeconds();
        state.session = await refetchSession({ broadcast: true });
        setSession(state.session);
      } catch (error) {
        // No answer: fetchAuth logged it, and the session stays as it was.
        if (!isNoAnswer(error)) logError('CLIENT_SESSION_ERROR', { error });
      } finally {
        setLoading(false);
      }
    };
    // The server's session without a mark for its person (the first page after a provider's
    // sign-in): one session check sets it. A page rendered signed out has no session to mark.
    const person = state.session?.user?.id;
    if (state.session === null) keepSessionMark(null);
    else if (person && sessionMarkIn(document.cookie)?.personId !== person) void state.refresh('storage');
    void state.refresh();
    return () => {
      state.lastSync = 0;
      state.session = undefined;
      state.refresh = async () => undefined;
      state.show = () => undefined;
    };
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== BROADCAST_KEY) return;
      try {
        const message = JSON.parse(event.newValue ?? '{}') as { event?: string; data?: unknown };
        if (message?.event !== 'session' || !message.data) return;
      } catch {
        return;
      }
      void state.refresh('storage');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    const onVisibility = () => {
      if (refetchOnWindowFocus && document.visibilityState === 'visible') void state.refresh('visibilitychange');
    };
    document.addEventListener('visibilitychange', onVisibility, false);
    return () => document.removeEventListener('visibilitychange', onVisibility, false);
  }, [refetchOnWindowFocus]);

  const online = useOnline();
  const shouldRefetch = refetchWhenOffline !== false || online;
  useEffect(() => {
    if (!refetchInterval || !shouldRefetch) return;
    const timer = setInterval(() => {
      if (state.session) void state.refresh('poll');
    }, refetchInterval * 1000);
    return () => clearInterval(timer);
  }, [refetchInterval, shouldRefetch]);

  const value = useMemo<SessionContextValue>(
    () => ({
      data: session ?? null,
      status: loading ? 'loading' : session ? 'authenticated' : 'unauthenticated',
      async update(data) {
        if (loading || !session) return undefined;
        setLoading(true);
        const next = await fetchSession({ csrfToken: await getCsrfToken(), data });
        setLoading(false);
        if (next) {
          setSession(next);
          broadcast('getSession');
        }
        return next;
      },
    }),
    [session, loading],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
