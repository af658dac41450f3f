'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { signOut, useSession } from './session';

/**
 * SPEC §4: an authenticated session without a user, or whose refresh failed (unless the person
 * is in the middle of linking an account), is signed out without a redirect; and a change of
 * person under an open page reaches its shell and the other tabs (./follow-person.ts).
 */
export function SessionWatcher() {
  const { data: session, status } = useSession();
  const router = useRouter();
  const linking = session?.user?.accountLinkingRequired === true;
  const broken = status === 'authenticated' && !linking && (!session?.user?.id || session.error === 'RefreshAccessTokenError');
  useEffect(() => {
    if (broken) void signOut({ redirect: false });
  }, [broken]);
  // A broken session is followed only once its sign-out has landed: following its empty user at
  // once would re-render the page while the session cookie is still valid, and leave a private
  // page on screen after the sign-out.
  const person = status === 'loading' || broken ? undefined : (session?.user?.id ?? null);
  useEffect(() => {
    if (person !== undefined) void import('./follow-person').then(({ followPerson }) => followPerson(person, router));
  }, [person, router]);
  return null;
}
