'use client';

import { forgetPersonBeforeLeaving, signOut, useSession } from './session';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { federatedSignOutUrl, forgetCurrentAccount } from './federated-sign-out';

/** SPEC §7 sign-out: through /api/auth/federated-signout, which ends the provider's session too. */
export function SignOutButton() {
  const t = useTranslations('Nav');
  const { data: session } = useSession();
  const onClick = () => {
    forgetCurrentAccount();
    const url = federatedSignOutUrl(session);
    if (url) void forgetPersonBeforeLeaving().then(() => window.location.assign(url));
    else void signOut({ callbackUrl: '/' });
  };
  return (
    <Button variant="ghost" onClick={onClick}>
      {t('signOut')}
    </Button>
  );
}
