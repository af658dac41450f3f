import type { Session } from 'next-auth';
import { CURRENT_ACCOUNT_STORAGE_KEY } from '@/lib/accounts/select-account';

/** SPEC §3 browser storage: the last chosen account is forgotten on sign-out. */
export function forgetCurrentAccount(): void {
  try {
    window.localStorage.removeItem(CURRENT_ACCOUNT_STORAGE_KEY);
  } catch {
    // Storage may be disabled; there is nothing to forget then.
  }
}

/** adfs signs out with its id token (the OpenID provider ends its session); others with the access token. */
export function federatedSignOutUrl(session: Session | null): string | null {
  if (!session?.user?.id) return null;
  const external = session.user.provider;
  const query: Record<string, string> =
    external?.provider === 'adfs' && external.idToken
      ? { provider: 'adfs', idToken: external.idToken }
      : { provider: external?.provider ?? 'credentials', accessToken: session.accessToken };
  return `/api/auth/federated-signout?${new URLSearchParams(query).toString()}`;
}
