import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { signedInSession } from './signed-in-session';

/**
 * The pages of a signed-in person: without a session, the sign-in page, which comes back here.
 * A layout is not rendered again on a navigation inside the group; a change of person under an
 * open page refreshes it (features/auth/follow-person.ts), and every call needs the bearer token.
 */
export default async function SignedInLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  await signedInSession((await params).locale as Locale);
  return children;
}
