'use client';

import { signOut, useSession } from './session-client';
import { useEffect } from 'react';

/**
 * SPEC §4: an authenticated session without a user, or whose refresh failed (unless the person
 * is in the middle of linking an account), is signed out without a redirect.
 */
export function SessionWatcher() {
  const { data: session, status } = useSession();
  const linking = session?.user?.accountLinkingRequired === true;
  const broken = status === 'authenticated' && !linking && (!session?.user?.id || session.error === 'RefreshAccessTokenError');
  useEffect(() => {
    if (broken) void signOut({ redirect: false });
  }, [broken]);
  return null;
}
