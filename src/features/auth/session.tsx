'use client';

import type { Session } from 'next-auth';
import type { ClientSafeProvider, SessionContextValue, SignInResponse } from 'next-auth/react';
import { createContext, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { sessionMarkIn } from '@/lib/offline/session-mark';
import { forgetRememberedUnits } from '@/features/units/remembered-unit';
import type { NextAuthSessionProps } from './next-auth-session';
import { fetchProvidersOrThrow, fetchSessionOrThrow, keepSessionMark, knowSession, markSessionAfterLoad, watchSessionAnswers } from './session-answers';

/**
 * The app's session is next-auth's browser client (`next-auth/react`): its SessionProvider refetches
 * the session on an interval while online, when the tab becomes visible and when another tab
 * signs in or out. It loads after hydration, as do signIn and signOut on their first call, all
 * from one chunk (./next-auth-session): no page needs it to show.
 */

export type SessionStatus = SessionContextValue['status'];
export type { ClientSafeProvider, SessionContextValue, SignInResponse };

const nextAuth = () => import('./next-auth-session');
type NextAuth = Awaited<ReturnType<typeof nextAuth>>;

/** The session the server rendered the page with, until next-auth's provider answers. */
const fromServer = (session: Session | null): SessionContextValue =>
  session ? { data: session, status: 'authenticated', update: async () => session } : { data: null, status: 'unauthenticated', update: async () => null };

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

type SessionProviderProps = Omit<NextAuthSessionProps, 'session' | 'onChange'> & { session: Session | null; children: ReactNode };

/**
 * next-auth's provider renders beside the page, not around it: its arrival re-renders what reads
 * the session and mounts nothing again.
 */
export function SessionProvider({ session, children, ...options }: SessionProviderProps) {
  const [value, setValue] = useState(() => {
    knowSession(session);
    return fromServer(session);
  });
  const [NextAuthSession, setNextAuthSession] = useState<ComponentType<NextAuthSessionProps> | null>(null);
  useEffect(() => {
    watchSessionAnswers();
    // A page rendered signed out has no session to mark; the server's session without a mark for
    // its person (the first page after a provider's sign-in) gets one from a session check.
    const person = session?.user?.id;
    if (!session) keepSessionMark(null);
    else if (person && sessionMarkIn(document.cookie)?.personId !== person) markSessionAfterLoad();
    void nextAuth().then(({ NextAuthSession: loaded }) => setNextAuthSession(() => loaded));
    // The server's session at first render only, as next-auth's provider takes it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Effects run child first: once next-auth's provider has mounted, the page has hydrated and its
  // session listens. <html data-hydrated> says so (a click before that is lost; e2e tests wait for it).
  useEffect(() => {
    if (NextAuthSession) document.documentElement.setAttribute('data-hydrated', '');
  }, [NextAuthSession]);
  return (
    <SessionContext.Provider value={value}>
      {NextAuthSession ? <NextAuthSession session={session} onChange={setValue} {...options} /> : null}
      {children}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

export async function getProviders(): ReturnType<NextAuth['getProviders']> {
  return (await nextAuth()).getProviders();
}

/**
 * next-auth's signIn. With no answer to its providers request, next-auth sends the browser to its
 * error page; here the caller gets the network error instead, and its form says so.
 */
export async function signIn(...args: Parameters<NextAuth['signIn']>): ReturnType<NextAuth['signIn']> {
  const client = await nextAuth();
  await fetchProvidersOrThrow();
  return client.signIn(...args);
}

/**
 * next-auth's signOut, after this device forgets the person's offline data (the next page may be
 * opened offline) and records that nobody is signed in, so the next page does not announce the
 * sign-out to the other tabs a second time.
 */
export async function signOut(...args: Parameters<NextAuth['signOut']>): ReturnType<NextAuth['signOut']> {
  await forgetOfflineData(null);
  rememberPerson('');
  return (await nextAuth()).signOut(...args);
}

/** next-auth's message to its providers (in `localStorage`, heard as a storage event): refetch the session. */
const SESSION_MESSAGE_KEY = 'nextauth.message';
const sessionMessage = () => JSON.stringify({ event: 'session', data: { trigger: 'getSession' }, timestamp: Date.now() });

/**
 * Tells the other tabs to refetch the session, with the message next-auth's getSession posts
 * after its own fetch. Written at once: a page that announces and then navigates (a sign-in's
 * redirect) would cancel that fetch, and the message with it.
 */
export function announceSessionChange(): void {
  try {
    window.localStorage.setItem(SESSION_MESSAGE_KEY, sessionMessage());
  } catch {
    // storage disabled: other tabs catch up on their next refetch
  }
}

/**
 * On reconnection, before the offline queue is sent: the session now, with an access token the
 * server refreshed if it expired offline. Rejects, and changes nothing, while there is still no
 * connection; otherwise this tab's provider refetches it, as on next-auth's own broadcast.
 */
export async function refreshSessionNow(): Promise<Session | null> {
  const session = await fetchSessionOrThrow();
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_MESSAGE_KEY, newValue: sessionMessage() }));
  return session;
}

/** What this device keeps for the offline dashboard belongs to one person. */
export async function forgetOfflineData(keep: string | null): Promise<void> {
  if (keep === null) keepSessionMark(null);
  forgetRememberedUnits(keep);
  await import('@/features/offline/forget').then(({ forgetOfflineData: forget }) => forget(keep)).catch(() => undefined);
}

/** The person the last page of this browser saw signed in ('' when nobody): ./follow-person.ts. */
export const LAST_PERSON_KEY = 'cwt.lastSessionPerson';
/**
 * Signed out here, the other tabs not told yet, without naming the person: a sign-out that leaves
 * through the provider's page is told to the other tabs by the page it lands on (./follow-person.ts).
 */
const SIGNED_OUT_UNTOLD = '-';

/** Before a sign-out that leaves this page: nothing of the person stays on the device. */
export async function forgetPersonBeforeLeaving(): Promise<void> {
  await forgetOfflineData(null);
  rememberPerson(SIGNED_OUT_UNTOLD);
}

function rememberPerson(person: string): void {
  try {
    window.localStorage.setItem(LAST_PERSON_KEY, person);
  } catch {
    // storage disabled: other tabs catch up on their next refetch
  }
}
