'use client';

import { useSession, type SessionStatus } from '@/features/auth/session';

export type ApiSession = { token: string | undefined; userId: string | undefined; status: SessionStatus };

/** The one way the data layer reads the session: its bearer token, user id and status (token and id undefined while signed out or loading). */
export function useApiSession(): ApiSession {
  const { data, status } = useSession();
  return { token: data?.accessToken, userId: data?.user?.id, status };
}
