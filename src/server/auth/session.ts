import 'server-only';
import { getServerSession, type Session } from 'next-auth';
import { env } from '@/env';
import { authOptions } from './options';

/** The signed-in session for a server component, or null (also when its refresh failed). */
export async function getSession(): Promise<Session | null> {
  const session = await getServerSession(authOptions());
  if (!session?.user?.id || session.error === 'RefreshAccessTokenError') return null;
  return session;
}

/** SPEC §9: the client polls the session every token lifetime minus 60 s, at least every 60 s. */
export function sessionRefetchSeconds(): number {
  return Math.max(60, Math.floor(env().accessTokenLifetimeMs / 1000) - 60);
}

/** True while an external sign-in waits for the password sign-in that links it (SPEC §8). */
export async function isAccountLinkingRequired(): Promise<boolean> {
  const session = await getServerSession(authOptions());
  return session?.user?.accountLinkingRequired === true;
}
