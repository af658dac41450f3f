'use client';

import { getProviders, signIn, type ClientSafeProvider } from './session';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { getPathname } from '@/i18n/navigation';
import { useProviderName } from './use-provider-name';

/**
 * "Continue with …" for each enabled external provider (SPEC §2). Providers come from next-auth;
 * when they cannot be loaded the person goes to the error page (SPEC §7).
 */
export function ProviderButtons({ callbackUrl, providersFailed }: { callbackUrl: string; providersFailed: boolean }) {
  const t = useTranslations('Login');
  const locale = useLocale();
  const providerName = useProviderName();
  const [providers, setProviders] = useState<ClientSafeProvider[]>([]);

  useEffect(() => {
    if (providersFailed) return;
    let active = true;
    void getProviders()
      .then((all) => {
        if (!all) throw new Error('providers unavailable');
        if (active) setProviders(Object.values(all).filter((p) => p.type === 'oauth'));
      })
      // next-auth's error route (not a page of the app) forwards to the error page with this code.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      .catch(() => window.location.assign('/api/auth/error?error=ProvidersUnavailable'));
    return () => {
      active = false;
    };
  }, [providersFailed]);

  if (providers.length === 0) return null;
  // Back through /login: it shows the linking message, or forwards a signed-in person on.
  const afterSignIn = getPathname({ href: { pathname: '/login', query: { callbackUrl } }, locale });
  return (
    <div className="mt-6 flex flex-col gap-2" role="group" aria-labelledby="providers-heading">
      <p id="providers-heading" className="text-sm font-medium text-slate-700">
        {t('orContinueWith')}
      </p>
      {providers.map((p) => (
        <Button key={p.id} variant="secondary" onClick={() => void signIn(p.id, { callbackUrl: afterSignIn })}>
          {t('continueWith', { provider: providerName(p.id, p.name) })}
        </Button>
      ))}
    </div>
  );
}
