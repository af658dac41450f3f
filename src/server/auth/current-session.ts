import 'server-only';
import { cookies } from 'next/headers';
import { decode, type JWT } from 'next-auth/jwt';
import { env } from '@/env';

const NAMES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];

/**
 * The session the browser holds while it signs in again (next-auth hands its callbacks a fresh
 * token): needed to link a provider to the person already signed in or waiting to link.
 */
export async function currentSessionToken(): Promise<JWT | null> {
  try {
    const store = await cookies();
    for (const name of NAMES) {
      const whole = store.get(name)?.value;
      const chunks = store
        .getAll()
        .filter((c) => c.name.startsWith(`${name}.`))
        .sort((a, b) => Number(a.name.split('.').pop()) - Number(b.name.split('.').pop()))
        .map((c) => c.value)
        .join('');
      const value = whole || chunks;
      if (value) return await decode({ token: value, secret: env().nextAuthSecret });
    }
  } catch {
    // No request scope, or a cookie from another secret: no current session.
  }
  return null;
}
