import 'server-only';
import { getServerSession, type Session } from 'next-auth';
import { authOptions } from './options';

/** The signed-in session for a server component, or null (also when its refresh failed). */
export async function getSession(): Promise<Session | null> {
  const session = await getServerSession(authOptions());
  if (!session?.user?.id || session.error === 'RefreshAccessTokenError') return null;
  return session;
}
